import type { DomainEventMap } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainJob, type DomainJobHandler } from '../../../platform/events/domain-job';
import { PaymentProvider } from '../../../platform/payments/payment-provider.port';
import { SyncPayoutAccountCommand } from '../commands/sync-payout-account/sync-payout-account.command';
import { PaymentSettlement, type DisputeFacts, type PendingSuccess } from '../services/payment-settlement';

export type FulfilStripeEventPayload = DomainEventMap['StripeEventReceived'];

/** At most this many of a fundraiser's pending successes are settled in one transaction. */
export const SETTLEMENT_BATCH_SIZE = 50;
/** At most this many PaymentIntents of a batch are read from the provider at once. */
const PROVIDER_READS_AT_ONCE = 8;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const idOf = (value: unknown): string | null =>
  text(value) ?? (value && typeof value === 'object' ? text((value as { id?: unknown }).id) : null);

/** `work` on every item, at most `limit` at once, results in the items' order. */
async function mapBounded<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
}

/** The stored event as this job reads it: the object only, not the whole payload through the ORM. */
interface StoredEventRow {
  type: string;
  processed: boolean;
  fundraiser_id: string | null;
  object: Record<string, unknown> | null;
}

/**
 * Applies a stored Stripe event once. Successes, refunds and disputes are settled from the PaymentIntent as Stripe has
 * it now (with the charge's processing fee and refunds), so the order in which events arrive does not matter; the ledger's
 * unique references and the locked payment row make a repeat change nothing. Types FundPlay does not act on are
 * stored and marked processed.
 *
 * A success whose fundraiser the webhook recorded is settled in a batch: with up to SETTLEMENT_BATCH_SIZE of that
 * fundraiser's pending successes, their intents read in parallel, all in one transaction with one totals event
 * (PaymentSettlement.settleBatch). The jobs of the others then find their event processed and stop. If the batch
 * fails (one gift the books refuse, a deadlock), the job settles its own event alone, so one bad gift never holds
 * up the rest.
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
    const [stored] = await this.em.fork().execute<StoredEventRow[]>(
      `select type, processed_at is not null as processed, fundraiser_id, payload->'data'->'object' as object
           from stripe_events where id = ?`,
      [stripeEventId],
    );
    if (!stored || stored.processed) return;
    const object = stored.object ?? {};
    switch (stored.type) {
      case 'payment_intent.succeeded':
        return stored.fundraiser_id
          ? this.settleBatch(stored.fundraiser_id, stripeEventId, text(object.id))
          : this.settleIntent(text(object.id), stripeEventId);
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

  private async settleBatch(fundraiserId: string, stripeEventId: string, paymentIntentId: string | null) {
    const read = (pending: PendingSuccess[]) =>
      mapBounded(pending, PROVIDER_READS_AT_ONCE, async (event) => ({
        ...event,
        facts: event.paymentIntentId ? await this.provider.getPaymentIntent(event.paymentIntentId) : null,
      }));
    try {
      const outcome = await this.settlement.settleBatch(fundraiserId, stripeEventId, SETTLEMENT_BATCH_SIZE, read);
      this.logger.debug({ fundraiserId, stripeEventId, ...outcome }, 'settled a batch of card gifts');
    } catch (error) {
      this.logger.warn(
        { err: error, fundraiserId, stripeEventId },
        'a batch of card gifts failed; settling this one alone',
      );
      await this.settleIntent(paymentIntentId, stripeEventId);
    }
  }

  private async settleIntent(paymentIntentId: string | null, stripeEventId: string): Promise<void> {
    const facts = paymentIntentId ? await this.provider.getPaymentIntent(paymentIntentId) : null;
    if (!facts) {
      this.logger.warn({ paymentIntentId, stripeEventId }, 'an event names a PaymentIntent the provider does not know');
      return this.settlement.acknowledge(stripeEventId);
    }
    const outcome = await this.settlement.settle(facts, stripeEventId);
    if (outcome.postedSuccess || outcome.postedRefunds.length > 0) {
      this.logger.debug({ stripeEventId, paymentIntentId, ...outcome }, 'posted a card payment to the ledger');
    }
  }
}
