import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { integerFromDb } from '../../../platform/database/integer-from-db';
import { ScheduledJob, type ScheduledJobHandler } from '../../../platform/events/scheduled-job';
import { PaymentProvider } from '../../../platform/payments/payment-provider.port';
import { PaymentSettlement } from '../services/payment-settlement';

/** How far back reconciliation looks at the provider: longer than Stripe keeps retrying a webhook (3 days). */
export const RECONCILIATION_WINDOW_MS = 3 * 24 * 3600_000;
/** How long a payment is left to its own webhook first: reconciliation is for lost webhooks, not late ones. */
export const RECONCILIATION_GRACE_MS = 5 * 60_000;
const MAX_LISTED = 2_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ReconciliationReport {
  intentsChecked: number;
  /** Payments whose success FundPlay had missed, now posted. */
  fulfilled: string[];
  /** Refunds (`re_…`) FundPlay had missed, now posted. */
  refundsPosted: string[];
}

/**
 * Compares what Stripe has with what FundPlay booked, in case a webhook was lost (an endpoint that was down longer
 * than Stripe retries, a paused sandbox): PaymentIntents of the last three days that are ours (`metadata.paymentId`)
 * and succeeded but whose payment is not fulfilled, and refunds of that period the ledger lacks, each once it is
 * older than a few minutes (its webhook is normally on its way). Each is settled
 * through the same code as the webhook, so a fix happens once even if the webhook arrives after all; each is logged.
 */
@Injectable()
@ScheduledJob({
  name: 'payments.reconcile',
  queue: 'payments',
  everyMs: (config) => config.payments.reconciliationIntervalSeconds * 1000,
  // After an outage, what was lost meanwhile is settled within seconds of the worker's start, not an interval later.
  alsoAtBoot: true,
})
export class ReconcilePaymentsJob implements ScheduledJobHandler {
  private readonly logger = new Logger(ReconcilePaymentsJob.name);

  constructor(
    private readonly em: EntityManager,
    private readonly provider: PaymentProvider,
    private readonly settlement: PaymentSettlement,
    private readonly clock: Clock,
  ) {}

  run(): Promise<ReconciliationReport> {
    return this.reconcile();
  }

  async reconcile(now: Date = this.clock.now()): Promise<ReconciliationReport> {
    const since = new Date(now.getTime() - RECONCILIATION_WINDOW_MS);
    const settledBefore = now.getTime() - RECONCILIATION_GRACE_MS;
    const intents = (await this.provider.listRecentPaymentIntents({ since, limit: MAX_LISTED })).filter(
      (intent) => UUID.test(intent.metadata.paymentId ?? '') && intent.created.getTime() <= settledBefore,
    );
    const report: ReconciliationReport = { intentsChecked: intents.length, fulfilled: [], refundsPosted: [] };

    // Succeeded at the provider, not (yet) in our books.
    const succeeded = intents.filter((intent) => intent.status === 'succeeded');
    const unfulfilled = await this.unfulfilled(succeeded.map((intent) => intent.metadata.paymentId as string));
    const toSettle = new Set(
      succeeded.filter((intent) => unfulfilled.has(intent.metadata.paymentId as string)).map((intent) => intent.id),
    );

    // Refunded at the provider (events of the window, also for older payments): settle those whose refunds we lack.
    const refundEvents = await this.provider.listRecentEvents({ since, types: ['charge.refunded'], limit: MAX_LISTED });
    const refundedIntents = new Map<string, number>();
    for (const event of refundEvents) {
      if (event.created.getTime() > settledBefore) continue;
      const intentId = event.object.payment_intent;
      const refunded = event.object.amount_refunded;
      if (typeof intentId !== 'string' || typeof refunded !== 'number') continue;
      refundedIntents.set(intentId, Math.max(refunded, refundedIntents.get(intentId) ?? 0));
    }
    for (const intentId of await this.lackingRefunds(refundedIntents)) toSettle.add(intentId);

    for (const intentId of toSettle) {
      const facts = await this.provider.getPaymentIntent(intentId);
      if (!facts) continue;
      const outcome = await this.settlement.settle(facts, null);
      if (outcome.postedSuccess && outcome.paymentId) {
        report.fulfilled.push(outcome.paymentId);
        this.logger.warn(
          { paymentId: outcome.paymentId, paymentIntentId: intentId },
          'reconciliation fulfilled a payment whose webhook never arrived',
        );
      }
      for (const refundId of outcome.postedRefunds) {
        report.refundsPosted.push(refundId);
        this.logger.warn(
          { paymentId: outcome.paymentId, paymentIntentId: intentId, refundId },
          'reconciliation posted a refund whose webhook never arrived',
        );
      }
    }
    return report;
  }

  /** Of these payments, the ones FundPlay has not fulfilled. */
  private async unfulfilled(paymentIds: string[]): Promise<Set<string>> {
    if (paymentIds.length === 0) return new Set();
    const rows = await this.em
      .fork()
      .execute<{ id: string }[]>(
        `select id from payments where id = any(?::uuid[]) and status in ('requires_payment', 'failed')`,
        [`{${paymentIds.join(',')}}`],
      );
    return new Set(rows.map((row) => row.id));
  }

  /** The intents whose payment has fewer cents refunded in FundPlay's books than at the provider. */
  private async lackingRefunds(refundedAtProvider: Map<string, number>): Promise<string[]> {
    if (refundedAtProvider.size === 0) return [];
    const rows = await this.em
      .fork()
      .execute<{ provider_intent_id: string; refunded_cents: string }[]>(
        'select provider_intent_id, refunded_cents from payments where provider_intent_id = any(?::text[])',
        [`{${[...refundedAtProvider.keys()].join(',')}}`],
      );
    return rows
      .filter((row) => integerFromDb(row.refunded_cents) < (refundedAtProvider.get(row.provider_intent_id) ?? 0))
      .map((row) => row.provider_intent_id);
  }
}
