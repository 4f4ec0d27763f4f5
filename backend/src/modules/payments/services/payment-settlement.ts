import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { UnitOfWork, type TransactionScope } from '../../../platform/events/unit-of-work';
import type { PaymentIntentFacts } from '../../../platform/payments/payment-provider.port';
import { Ledger } from '../../ledger/ledger';
import { Payment, type PaymentDisputeStatus } from '../entities/payment.entity';
import { DonationDisputeSettled } from '../events/donation-dispute-settled.event';
import { DonationReceived } from '../events/donation-received.event';
import { DonationRefunded } from '../events/donation-refunded.event';
import { DonationsSettled } from '../events/donations-settled.event';
import { TokensPurchased } from '../events/tokens-purchased.event';

/*
 * Why this file is long: settling a payment from what Stripe says (success, refunds, disputes, in any order and any
 * number of times) is one state machine; its steps share the references and the locks, so they stay together.
 */

/** What one settlement changed: whether it posted the payment's success, and which refunds (`re_…`) it posted. */
export interface SettlementOutcome {
  paymentId: string | null;
  postedSuccess: boolean;
  postedRefunds: string[];
}

/** A pending `payment_intent.succeeded` event and the PaymentIntent it names. */
export interface PendingSuccess {
  stripeEventId: string;
  paymentIntentId: string | null;
}

/** A pending success with its PaymentIntent as the provider has it now (null: unknown to it). */
export interface BatchedSuccess extends PendingSuccess {
  facts: PaymentIntentFacts | null;
}

/** What a batch settled: the events it marked processed (others had been already) and the gifts it posted. */
export interface BatchOutcome {
  processed: string[];
  postedSuccesses: number;
  postedRefunds: number;
}

/** A gift whose success a transaction posted, for the one totals event it publishes per fundraiser. */
interface PostedGift {
  fundraiserId: string;
  amountCents: number;
  ledgerVersion: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ledger reference of a payment's success; its refunds name it as their original. */
export const paymentRef = (paymentId: string) => `payment:${paymentId}`;
export const refundRef = (refundId: string) => `refund:${refundId}`;
/** The ledger reference of a dispute's opening; its closing is `<ref>:won` or `<ref>:lost`. */
export const disputeRef = (disputeId: string) => `dispute:${disputeId}`;

/** A dispute as Stripe sent it in a `charge.dispute.*` event; once `won` or `lost` it never changes again. */
export interface DisputeFacts {
  /** `dp_…` */
  id: string;
  paymentIntentId: string | null;
  reason: string;
  amountCents: number;
  status: string;
}

/**
 * Where the disputed amount stands for each status in which Stripe has withdrawn it; an inquiry
 * (`warning_…`) or a prevented dispute withdraws nothing and is only noted.
 */
const DISPUTE_STANDING: Partial<Record<string, PaymentDisputeStatus>> = {
  needs_response: 'open',
  under_review: 'open',
  appeal_needs_response: 'open',
  appeal_under_review: 'open',
  won: 'won',
  lost: 'lost',
};

/**
 * Applies what Stripe says about a PaymentIntent to FundPlay's books, exactly once, whatever the order in which
 * events arrive: one transaction locks the payment row, posts the success the ledger lacks (the ledger's unique
 * external reference is the guard), then each succeeded refund it lacks, updates the row, publishes the domain
 * events and marks the Stripe event processed. A refund that overtook its success is thereby applied after it.
 * The signed webhook's job and the reconciliation job both come through here.
 */
@Injectable()
export class PaymentSettlement {
  private readonly logger = new Logger(PaymentSettlement.name);

  constructor(
    private readonly uow: UnitOfWork,
    private readonly ledger: Ledger,
  ) {}

  /** Brings the payment of `facts` in line with them; `stripeEventId` is marked processed in the same transaction. */
  async settle(facts: PaymentIntentFacts, stripeEventId: string | null): Promise<SettlementOutcome> {
    return this.uow.run(async (scope) => {
      const { em } = scope;
      const payment = await this.lockPayment(em, facts.id, facts.metadata.paymentId);
      const outcome: SettlementOutcome = { paymentId: payment?.id ?? null, postedSuccess: false, postedRefunds: [] };
      if (!payment) {
        this.logger.warn({ paymentIntentId: facts.id, stripeEventId }, 'a PaymentIntent that is not one of ours');
      } else if (facts.status === 'succeeded') {
        payment.providerIntentId ??= facts.id;
        const gifts: PostedGift[] = [];
        await this.postSuccess(scope, payment, facts, outcome, gifts);
        await this.postRefunds(scope, payment, facts, outcome);
        await em.flush();
        announceTotals(scope, gifts);
      }
      if (stripeEventId) await markProcessed(em, stripeEventId);
      return outcome;
    });
  }

  /** A declined or failed attempt: the payment shows it unless it has already succeeded (a retry may still). */
  async recordFailure(
    intent: { id: string; paymentId: string | undefined; message: string | null },
    stripeEventId: string,
  ): Promise<void> {
    await this.uow.run(async ({ em }) => {
      const payment = await this.lockPayment(em, intent.id, intent.paymentId);
      if (payment && (payment.status === 'requires_payment' || payment.status === 'failed')) {
        payment.status = 'failed';
        payment.failureMessage = (intent.message ?? 'The payment failed').slice(0, 500);
        await em.flush();
      }
      await markProcessed(em, stripeEventId);
    });
  }

  /**
   * A dispute (chargeback) of a payment's charge, in whatever state the event shows it: the payment is settled from
   * `facts` first (a dispute may overtake its success), then the ledger holds the disputed amount apart while the
   * dispute is open and reverses (lost) or releases (won) it once closed. A closing that arrives first posts the
   * opening with it, and a repeat posts nothing (unique references), so every order of events ends the same.
   */
  async settleDispute(
    facts: PaymentIntentFacts,
    dispute: DisputeFacts,
    stripeEventId: string,
  ): Promise<{ paymentId: string | null; posted: PaymentDisputeStatus[] }> {
    return this.uow.run(async (scope) => {
      const { em } = scope;
      const payment = await this.lockPayment(em, facts.id, facts.metadata.paymentId);
      const posted: PaymentDisputeStatus[] = [];
      if (payment && facts.status === 'succeeded') {
        payment.providerIntentId ??= facts.id;
        const outcome: SettlementOutcome = { paymentId: payment.id, postedSuccess: false, postedRefunds: [] };
        const gifts: PostedGift[] = [];
        await this.postSuccess(scope, payment, facts, outcome, gifts);
        await this.postRefunds(scope, payment, facts, outcome);
        posted.push(...(await this.postDispute(scope, payment, dispute)));
        await em.flush();
        announceTotals(scope, gifts);
      } else {
        this.logger.warn({ paymentIntentId: facts.id, stripeEventId }, 'a dispute of a payment that did not succeed');
      }
      await markProcessed(em, stripeEventId);
      return { paymentId: payment?.id ?? null, posted };
    });
  }

  /**
   * Settles a fundraiser's pending `payment_intent.succeeded` events together, in one transaction: up to `limit` of
   * them, `stripeEventId` first, their intents read by `read` (the provider, in parallel), the payments locked in
   * one statement, each success (and any refund it already has) posted as `settle` posts it, one
   * DonationReceived per gift for its receipt, thanks and badges, but one DonationsSettled for the totals on
   * screens, and every event marked processed. Batches of one fundraiser take turns (a transaction-scoped advisory
   * lock, taken before the intents are read, so a job whose event the batch before it settled reads nothing and
   * stops), since two would lock the fundraiser's ledger accounts in different orders. The guards are those of `settle` (locked payment rows, the ledger's unique
   * references), so a batch, a single settlement and reconciliation may meet on a payment and post it once.
   */
  async settleBatch(
    fundraiserId: string,
    stripeEventId: string,
    limit: number,
    read: (pending: PendingSuccess[]) => Promise<BatchedSuccess[]>,
  ): Promise<BatchOutcome> {
    return this.uow.run(async (scope) => {
      const { em } = scope;
      const outcome: BatchOutcome = { processed: [], postedSuccesses: 0, postedRefunds: 0 };
      await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`payments.settle:${fundraiserId}`]);
      const rows = await em.execute<{ id: string; intent_id: string | null }[]>(
        `select id, payload->'data'->'object'->>'id' as intent_id from stripe_events
          where fundraiser_id = ? and type = 'payment_intent.succeeded' and processed_at is null
          order by id = ? desc, received_at limit ?`,
        [fundraiserId, stripeEventId, limit],
      );
      // Settled by the batch before this one: its job is done.
      if (rows[0]?.id !== stripeEventId) return outcome;
      const batch = await read(rows.map((row) => ({ stripeEventId: row.id, paymentIntentId: row.intent_id })));

      const payments = await this.lockPayments(
        em,
        batch.flatMap((success) => (success.facts ? [success.facts] : [])),
      );
      const gifts: PostedGift[] = [];
      for (const { stripeEventId, paymentIntentId, facts } of batch) {
        const payment = facts ? payments.of(facts) : null;
        if (!facts) {
          this.logger.warn(
            { paymentIntentId, stripeEventId },
            'an event names a PaymentIntent the provider does not know',
          );
        } else if (!payment) {
          this.logger.warn({ paymentIntentId: facts.id, stripeEventId }, 'a PaymentIntent that is not one of ours');
        } else if (facts.status === 'succeeded') {
          payment.providerIntentId ??= facts.id;
          const settled: SettlementOutcome = { paymentId: payment.id, postedSuccess: false, postedRefunds: [] };
          await this.postSuccess(scope, payment, facts, settled, gifts);
          await this.postRefunds(scope, payment, facts, settled);
          if (settled.postedSuccess) outcome.postedSuccesses += 1;
          outcome.postedRefunds += settled.postedRefunds.length;
        }
      }
      await em.flush();
      announceTotals(scope, gifts);
      outcome.processed = batch.map((success) => success.stripeEventId);
      await em.execute('update stripe_events set processed_at = now() where id in (?) and processed_at is null', [
        outcome.processed,
      ]);
      return outcome;
    });
  }

  /** Marks an event processed, after `effect` (if any) in the same transaction; for events that move no money. */
  async acknowledge(stripeEventId: string, effect?: (em: EntityManager) => Promise<unknown>): Promise<void> {
    await this.uow.run(async ({ em }) => {
      if (effect) await effect(em);
      await markProcessed(em, stripeEventId);
    });
  }

  private async postSuccess(
    { em, publish }: TransactionScope,
    payment: Payment,
    facts: PaymentIntentFacts,
    outcome: SettlementOutcome,
    gifts: PostedGift[],
  ): Promise<void> {
    const { amountCents, platformFeeCents } = payment;
    if (facts.amountCents !== amountCents) {
      // Never post an amount FundPlay did not ask for; the intent's amount is fixed when it is created.
      throw new Error(
        `PaymentIntent ${facts.id} is for ${facts.amountCents} cents, payment ${payment.id} for ${amountCents}`,
      );
    }
    // Stripe's fee comes out of the platform's share; on a small charge it can be the larger of the two.
    const processingFeeCents = Math.min(facts.processingFeeCents, amountCents);
    const posting = await this.ledger.recordCardPayment(em, {
      externalRef: paymentRef(payment.id),
      kind: payment.kind,
      fundraiserId: payment.fundraiserId,
      groupId: payment.groupId,
      membershipId: payment.kind === 'donation' ? payment.membershipId : null,
      sponsorId: payment.sponsorId,
      buyerMembershipId: payment.kind === 'tokenPurchase' ? payment.buyerMembershipId : null,
      tokens: payment.kind === 'tokenPurchase' ? payment.tokens : 0,
      amountCents,
      platformFeeCents,
      processingFeeCents,
    });
    if (payment.status === 'requires_payment' || payment.status === 'failed') {
      payment.status = 'succeeded';
      payment.succeededAt ??= new Date();
      payment.failureMessage = null;
    }
    payment.processingFeeCents ??= facts.processingFeeCents;
    if (!posting.posted) return;
    outcome.postedSuccess = true;
    if (payment.kind === 'tokenPurchase' && payment.buyerMembershipId) {
      publish(
        new TokensPurchased({
          paymentId: payment.id,
          fundraiserId: payment.fundraiserId,
          groupId: payment.groupId,
          buyerMembershipId: payment.buyerMembershipId,
          tokens: payment.tokens,
          amountCents,
          ledgerVersion: posting.transactionId,
        }),
      );
    } else {
      gifts.push({ fundraiserId: payment.fundraiserId, amountCents, ledgerVersion: posting.transactionId });
      publish(
        new DonationReceived({
          paymentId: payment.id,
          fundraiserId: payment.fundraiserId,
          groupId: payment.groupId,
          membershipId: payment.membershipId,
          amountCents,
          ledgerVersion: posting.transactionId,
          trackingCode: payment.trackingCode,
        }),
      );
    }
  }

  private async postRefunds(
    { em, publish }: TransactionScope,
    payment: Payment,
    facts: PaymentIntentFacts,
    outcome: SettlementOutcome,
  ): Promise<void> {
    let refundedCents = payment.refundedCents;
    for (const refund of facts.refunds) {
      if (refund.status !== 'succeeded' || refund.amountCents <= 0) continue;
      const posting = await this.ledger.recordRefund(em, {
        externalRef: refundRef(refund.id),
        originalRef: paymentRef(payment.id),
        amountCents: refund.amountCents,
      });
      if (!posting.posted) continue;
      outcome.postedRefunds.push(refund.id);
      refundedCents += refund.amountCents;
      publish(
        new DonationRefunded({
          paymentId: payment.id,
          fundraiserId: payment.fundraiserId,
          refundedCents: refund.amountCents,
          ledgerVersion: posting.transactionId,
        }),
      );
    }
    if (refundedCents === payment.refundedCents) return;
    payment.refundedCents = refundedCents;
    payment.status = refundedCents >= payment.amountCents ? 'refunded' : 'partially_refunded';
  }

  /** Posts what the ledger lacks of the dispute's course (opening, then closing) and notes it on the payment. */
  private async postDispute(
    { em, publish }: TransactionScope,
    payment: Payment,
    dispute: DisputeFacts,
  ): Promise<PaymentDisputeStatus[]> {
    payment.disputedAt ??= new Date();
    payment.disputeNote = `${dispute.id}: ${dispute.reason} (${dispute.amountCents} cents, ${dispute.status})`;
    const standing = DISPUTE_STANDING[dispute.status];
    if (!standing || dispute.amountCents <= 0) return [];
    const ref = disputeRef(dispute.id);
    const steps: { status: PaymentDisputeStatus; post: () => Promise<{ posted: boolean; transactionId: number }> }[] = [
      {
        status: 'open',
        post: () =>
          this.ledger.recordDisputeOpened(em, {
            externalRef: ref,
            originalRef: paymentRef(payment.id),
            amountCents: dispute.amountCents,
          }),
      },
    ];
    if (standing !== 'open') {
      steps.push({
        status: standing,
        post: () => this.ledger.recordDisputeClosed(em, { disputeRef: ref, outcome: standing }),
      });
    }
    const posted: PaymentDisputeStatus[] = [];
    for (const step of steps) {
      const result = await step.post();
      if (!result.posted) continue;
      posted.push(step.status);
      publish(
        new DonationDisputeSettled({
          paymentId: payment.id,
          fundraiserId: payment.fundraiserId,
          disputeId: dispute.id,
          status: step.status,
          amountCents: dispute.amountCents,
          ledgerVersion: result.transactionId,
        }),
      );
    }
    // A late `created` after the closing leaves the closed standing as it is.
    if (payment.disputeStatus === null || payment.disputeStatus === 'open') {
      payment.disputeStatus = standing;
      payment.disputedCents = dispute.amountCents;
    }
    return posted;
  }

  /**
   * The payments of these PaymentIntents, locked for this transaction in one statement (in id order), matched as
   * `lockPayment` matches them: by the intent's id, else by its metadata's payment whose intent is not yet saved.
   */
  private async lockPayments(
    em: EntityManager,
    intents: PaymentIntentFacts[],
  ): Promise<{ of(facts: PaymentIntentFacts): Payment | null }> {
    const intentIds = intents.map((facts) => facts.id);
    const paymentIds = intents.flatMap((facts) =>
      facts.metadata.paymentId && UUID.test(facts.metadata.paymentId) ? [facts.metadata.paymentId] : [],
    );
    const rows =
      intentIds.length === 0
        ? []
        : await em.find(
            Payment,
            {
              $or: [
                { providerIntentId: { $in: intentIds } },
                ...(paymentIds.length > 0 ? [{ id: { $in: paymentIds } }] : []),
              ],
            },
            { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
          );
    const byIntent = new Map(rows.flatMap((row) => (row.providerIntentId ? [[row.providerIntentId, row]] : [])));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      of: (facts) => {
        const found = byIntent.get(facts.id);
        if (found) return found;
        const byMetadata = facts.metadata.paymentId ? byId.get(facts.metadata.paymentId) : undefined;
        return byMetadata && (byMetadata.providerIntentId === null || byMetadata.providerIntentId === facts.id)
          ? byMetadata
          : null;
      },
    };
  }

  /** The payment of a PaymentIntent, locked for this transaction: by the intent's id, else by its metadata. */
  private async lockPayment(em: EntityManager, intentId: string, paymentId: string | undefined) {
    const byIntent = await em.findOne(
      Payment,
      { providerIntentId: intentId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (byIntent || !paymentId || !UUID.test(paymentId)) return byIntent;
    // The intent was created but its id not yet saved on the row (the request died in between).
    const byId = await em.findOne(Payment, { id: paymentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    return byId && (byId.providerIntentId === null || byId.providerIntentId === intentId) ? byId : null;
  }
}

/** One DonationsSettled per fundraiser whose gifts this transaction posted: its totals on screens move once. */
function announceTotals({ publish }: TransactionScope, gifts: PostedGift[]): void {
  const byFundraiser = new Map<string, DonationsSettled['payload']>();
  for (const gift of gifts) {
    const settled = byFundraiser.get(gift.fundraiserId);
    if (settled) {
      settled.gifts += 1;
      settled.amountCents += gift.amountCents;
      settled.ledgerVersion = Math.max(settled.ledgerVersion, gift.ledgerVersion);
    } else {
      byFundraiser.set(gift.fundraiserId, { ...gift, gifts: 1 });
    }
  }
  for (const payload of byFundraiser.values()) publish(new DonationsSettled(payload));
}

async function markProcessed(em: EntityManager, stripeEventId: string): Promise<void> {
  await em.execute('update stripe_events set processed_at = now() where id = ? and processed_at is null', [
    stripeEventId,
  ]);
}
