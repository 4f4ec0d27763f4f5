import { anonymousLastName, type DonationRow } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetFundraiserMoneyScopeQuery } from '../../../fundraisers/queries/get-fundraiser-money-scope/get-fundraiser-money-scope.query';
import { ManualDonation } from '../../entities/manual-donation.entity';
import { Payment, type PaymentRecordStatus } from '../../entities/payment.entity';
import { GetFundraiserDonationsQuery } from './get-fundraiser-donations.query';

const statusOnTheWire: Partial<Record<PaymentRecordStatus, DonationRow['status']>> = {
  succeeded: 'succeeded',
  refunded: 'refunded',
  partially_refunded: 'partiallyRefunded',
};

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/**
 * Gifts that went through only: a card payment still waiting or declined moved no money. Anonymous donors are
 * shown as the public sees them ('First L.'); their email stays visible to the administrators, who answer for
 * the receipts.
 */
@QueryHandler(GetFundraiserDonationsQuery)
export class GetFundraiserDonationsHandler implements IQueryHandler<GetFundraiserDonationsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ user, fundraiserId }: GetFundraiserDonationsQuery) {
    const scope = await this.queries.execute(new GetFundraiserMoneyScopeQuery(user, fundraiserId));
    const em = this.em.fork();
    const [payments, manual] = await Promise.all([
      em.find(
        Payment,
        { fundraiserId, status: { $in: ['succeeded', 'refunded', 'partially_refunded'] } },
        { orderBy: { createdAt: 'desc', id: 'desc' } },
      ),
      em.find(ManualDonation, { fundraiserId }, { orderBy: { createdAt: 'desc', id: 'desc' } }),
    ]);
    const groupName = new Map(scope.groups.map((group) => [group.id, group.name]));
    const member = new Map(scope.members.map((person) => [person.membershipId, person]));
    const memberName = (membershipId: string | null) => {
      const person = membershipId ? member.get(membershipId) : undefined;
      return person ? fullName(person.firstName, person.lastName) : null;
    };

    const cardRows = payments.map((payment): DonationRow => {
      const buyer = payment.buyerMembershipId ? member.get(payment.buyerMembershipId) : undefined;
      const donorName =
        fullName(
          payment.donorFirstName,
          payment.anonymous ? anonymousLastName(payment.donorLastName) : payment.donorLastName,
        ) || (buyer ? fullName(buyer.firstName, buyer.lastName) : '');
      return {
        _id: payment.id,
        kind: payment.kind,
        createdAt: (payment.succeededAt ?? payment.createdAt).toISOString(),
        donorName,
        donorEmail: payment.donorEmail || buyer?.email || null,
        amountCents: payment.amountCents,
        refundedCents: payment.refundedCents,
        status: statusOnTheWire[payment.status as PaymentRecordStatus] ?? 'succeeded',
        dispute: payment.disputeStatus ? { status: payment.disputeStatus, amountCents: payment.disputedCents } : null,
        groupName: payment.groupId ? (groupName.get(payment.groupId) ?? null) : null,
        participantName: memberName(payment.membershipId),
        comments: null,
      };
    });
    const manualRows = manual.map((gift): DonationRow => ({
      _id: gift.id,
      kind: 'manual',
      createdAt: gift.createdAt.toISOString(),
      donorName: '',
      donorEmail: null,
      amountCents: gift.amountCents,
      refundedCents: 0,
      status: 'succeeded',
      dispute: null,
      groupName: gift.groupId ? (groupName.get(gift.groupId) ?? null) : null,
      participantName: memberName(gift.membershipId),
      comments: gift.comments || null,
    }));
    const donations = [...cardRows, ...manualRows].sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id),
    );
    return { fundRaisingName: scope.fundRaisingName, donations };
  }
}
