import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { GetManualDonationTargetQuery } from '../../../fundraisers/queries/get-manual-donation-target/get-manual-donation-target.query';
import { Ledger } from '../../../ledger/ledger';
import { ManualDonation } from '../../entities/manual-donation.entity';
import { ManualDonationRecorded } from '../../events/manual-donation-recorded.event';
import { RecordManualDonationCommand } from './record-manual-donation.command';

/**
 * The fundraisers context says who may add funds for whom (spec §4: the fundraiser admins, or the group's own
 * admin for its group) and whom they credit; then one transaction writes the row, posts it to the ledger
 * (`manual:<id>`: raised, Cash Earned and earned tokens) and publishes ManualDonationRecorded for the live totals.
 */
@CommandHandler(RecordManualDonationCommand)
export class RecordManualDonationHandler implements ICommandHandler<RecordManualDonationCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: QueryBus,
    private readonly ledger: Ledger,
  ) {}

  async execute({ user, input }: RecordManualDonationCommand) {
    const target = await this.queries.execute(
      new GetManualDonationTargetQuery(
        user,
        input.groupId ? { groupId: input.groupId } : { fundraiserId: input.fundRaiserId ?? '' },
        input.participantId,
      ),
    );
    return this.uow.run(async ({ em, publish }) => {
      const gift = em.create(ManualDonation, {
        fundraiserId: target.fundraiserId,
        groupId: target.groupId,
        membershipId: target.membershipId,
        amountCents: input.amount,
        comments: input.comments ?? '',
        label: input.label || null,
        recordedBy: user.accountId,
      });
      await em.persist(gift).flush();
      const posting = await this.ledger.recordManualDonation(em, {
        externalRef: `manual:${gift.id}`,
        fundraiserId: target.fundraiserId,
        groupId: target.groupId,
        membershipId: target.membershipId,
        amountCents: gift.amountCents,
      });
      publish(
        new ManualDonationRecorded({
          manualDonationId: gift.id,
          fundraiserId: target.fundraiserId,
          groupId: target.groupId,
          membershipId: target.membershipId,
          amountCents: gift.amountCents,
          ledgerVersion: posting.transactionId,
        }),
      );
      return { manualDonationId: gift.id };
    });
  }
}
