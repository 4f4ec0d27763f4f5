import type { DomainEventMap } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainJob, type DomainJobHandler } from '../../../platform/events/domain-job';
import { PaymentProvider } from '../../../platform/payments/payment-provider.port';
import { SyncPayoutAccountCommand } from '../commands/sync-payout-account/sync-payout-account.command';
import { StripeEvent } from '../entities/stripe-event.entity';
import { PaymentSettlement, type DisputeFacts } from '../services/payment-settlement';

export type FulfilStripeEventPayload = DomainEventMap['StripeEventReceived'];

/** The parts of Stripe objects this job reads (the stored payload is the event exactly as Stripe sent it). */
interface StoredEvent {
  data?: { object?: Record<string, unknown> };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const idOf = (value: unknown): string | null =>
  text(value) ?? (value && typeof value === 'object' ? text((value as { id?: unknown }).id) : null);

/**
 * Applies a stored Stripe event once. Successes, refunds and disputes are settled from the PaymentIntent as Stripe has
 * it now (with the charge's processing fee and refunds), so the order in which events arrive does not matter; the ledger's
 * unique references and the locked payment row make a repeat change nothing. Types FundPlay does not act on are
 * stored and marked processed.
 */
@Injectable()
@DomainJob({ name: 'payments.fulfil-stripe-event', on: 'StripeEventReceived', queue: 'payments' })
export class FulfilStripeEventJob implements DomainJobHandler<'StripeEventReceived'> {
  private readonly logger = new Logger(FulfilStripeEventJob.name);

  constructor(
    private readonly em: EntityManager,
    private readonly provider: PaymentProvider,
    private readonly settlement: PaymentSettlement,
    private readonly commands: CommandBus,
  ) {}

  async handle({ stripeEventId }: FulfilStripeEventPayload): Promise<void> {
    const stored = await this.em.fork().findOne(StripeEvent, { id: stripeEventId });
    if (!stored || stored.processedAt) return;
    const object = (stored.payload as StoredEvent).data?.object ?? {};
    switch (stored.type) {
      case 'payment_intent.succeeded':
        return this.settleIntent(text(object.id), stripeEventId);
      case 'charge.refunded':
        return this.settleIntent(idOf(object.payment_intent), stripeEventId);
      case 'payment_intent.payment_failed': {
        const error = (object.last_payment_error ?? null) as { message?: unknown } | null;
        const metadata = (object.metadata ?? {}) as Record<string, unknown>;
        return this.settlement.recordFailure(
          {
            id: text(object.id) ?? '',
            paymentId: text(metadata.paymentId) ?? undefined,
            message: text(error?.message),
          },
          stripeEventId,
        );
      }
      case 'charge.dispute.created':
      case 'charge.dispute.closed':
        return this.settleDispute(object, stripeEventId);
      case 'account.updated':
        // The payout account's cached state (charges enabled …), in the transaction that marks the event processed.
        return this.settlement.acknowledge(stripeEventId, (em) =>
          this.commands.execute(new SyncPayoutAccountCommand(object, em)),
        );
      default:
        return this.settlement.acknowledge(stripeEventId);
    }
  }

  /**
   * The event's dispute object is a snapshot, but a closed one (won or lost) is final, so whichever of `created`
   * and `closed` comes first, the books end the same.
   */
  private async settleDispute(object: Record<string, unknown>, stripeEventId: string): Promise<void> {
    const dispute: DisputeFacts = {
      id: text(object.id) ?? '',
      paymentIntentId: idOf(object.payment_intent),
      reason: text(object.reason) ?? 'unknown',
      amountCents: typeof object.amount === 'number' && Number.isSafeInteger(object.amount) ? object.amount : 0,
      status: text(object.status) ?? 'unknown',
    };
    const facts =
      dispute.id && dispute.paymentIntentId ? await this.provider.getPaymentIntent(dispute.paymentIntentId) : null;
    if (!facts) {
      this.logger.warn({ ...dispute, stripeEventId }, 'a dispute of a PaymentIntent the provider does not know');
      return this.settlement.acknowledge(stripeEventId);
    }
    const { paymentId, posted } = await this.settlement.settleDispute(facts, dispute, stripeEventId);
    this.logger.warn({ ...dispute, paymentId, posted, stripeEventId }, 'a donor disputed a card payment');
  }

  private async settleIntent(paymentIntentId: string | null, stripeEventId: string): Promise<void> {
    const facts = paymentIntentId ? await this.provider.getPaymentIntent(paymentIntentId) : null;
    if (!facts) {
      this.logger.warn({ paymentIntentId, stripeEventId }, 'an event names a PaymentIntent the provider does not know');
      return this.settlement.acknowledge(stripeEventId);
    }
    const outcome = await this.settlement.settle(facts, stripeEventId);
    if (outcome.postedSuccess || outcome.postedRefunds.length > 0) {
      this.logger.log({ stripeEventId, paymentIntentId, ...outcome }, 'posted a card payment to the ledger');
    }
  }
}
