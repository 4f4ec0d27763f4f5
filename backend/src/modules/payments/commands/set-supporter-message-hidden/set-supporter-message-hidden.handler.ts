import type { SupporterMessageRow } from '@fundplay/contracts';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { GetFundraiserMoneyScopeQuery } from '../../../fundraisers/queries/get-fundraiser-money-scope/get-fundraiser-money-scope.query';
import { Payment } from '../../entities/payment.entity';
import { SupporterMessageVisibilityChanged } from '../../events/supporter-message-visibility-changed.event';
import { supporterMessageRow, wallPaymentStatuses } from '../../read-models/supporter-message-rows';
import { SetSupporterMessageHiddenCommand } from './set-supporter-message-hidden.command';

/** Said when the gift is not one with a message on this fundraiser's wall (another fundraiser's, or none). */
export const supporterMessageNotFound = 'This message is not on this fundraiser’s supporters wall';

/**
 * The fundraisers context says who administers the fundraiser (anyone else: its usual 404); then one transaction
 * marks the message hidden (who, when) or shown again and publishes SupporterMessageVisibilityChanged, whose job
 * tells every page following the fundraiser to refetch its wall. Hiding twice changes nothing and announces nothing.
 */
@CommandHandler(SetSupporterMessageHiddenCommand)
export class SetSupporterMessageHiddenHandler implements ICommandHandler<SetSupporterMessageHiddenCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ user, input }: SetSupporterMessageHiddenCommand): Promise<SupporterMessageRow> {
    const scope = await this.queries.execute(new GetFundraiserMoneyScopeQuery(user, input.fundRaisingId));
    return this.uow.run(async ({ em, publish }) => {
      const payment = await em.findOne(Payment, {
        id: input.donationId,
        fundraiserId: scope.fundraiserId,
        kind: 'donation',
        status: { $in: [...wallPaymentStatuses] },
      });
      if (!payment?.message) throw new DomainError('not-found', supporterMessageNotFound);
      const hidden = payment.messageHiddenAt !== null;
      if (hidden !== input.hidden) {
        const now = this.clock.now();
        payment.messageHiddenAt = input.hidden ? now : null;
        payment.messageHiddenBy = input.hidden ? user.accountId : null;
        await em.flush();
        publish(
          new SupporterMessageVisibilityChanged({
            paymentId: payment.id,
            fundraiserId: payment.fundraiserId,
            hidden: input.hidden,
            version: now.getTime(),
          }),
        );
      }
      return supporterMessageRow(payment, scope);
    });
  }
}
