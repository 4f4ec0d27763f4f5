import { anonymousLastName, type SupporterMessageRow } from '@fundplay/contracts';
import type { FundraiserMoneyScope } from '../../fundraisers/queries/get-fundraiser-money-scope/get-fundraiser-money-scope.query';
import { supporterName } from '../domain/supporter-name';
import type { Payment } from '../entities/payment.entity';

/** The card gifts whose messages the wall can show: those that went through and still stand. */
export const wallPaymentStatuses = ['succeeded', 'partially_refunded'] as const;

/** When a gift reached the wall (the wall's order). */
export const wallTime = (payment: Payment) => payment.succeededAt ?? payment.createdAt;

/**
 * A gift with a message as its moderators see it: the message as written even when hidden, and whom the gift
 * credited ("Jordan K.", the group's name, else the fundraiser's).
 */
export function supporterMessageRow(payment: Payment, scope: FundraiserMoneyScope): SupporterMessageRow {
  const kind = payment.sponsorId ? 'sponsor' : 'gift';
  const member = payment.membershipId
    ? scope.members.find((person) => person.membershipId === payment.membershipId)
    : undefined;
  const group = payment.groupId ? scope.groups.find((candidate) => candidate.id === payment.groupId) : undefined;
  return {
    _id: payment.id,
    name: supporterName({
      kind,
      firstName: payment.donorFirstName,
      lastName: payment.donorLastName,
      anonymous: payment.anonymous,
      sponsorName: payment.sponsorName,
      label: null,
    }),
    amount: payment.showAmount ? Math.min(payment.giftCents, payment.amountCents - payment.refundedCents) : null,
    message: payment.message ?? '',
    kind,
    createdAt: wallTime(payment).getTime(),
    hidden: payment.messageHiddenAt !== null,
    creditedTo: member
      ? `${member.firstName} ${anonymousLastName(member.lastName)}`.trim()
      : (group?.name ?? scope.fundRaisingName),
  };
}
