import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { integerFromDb } from '../../platform/database/integer-from-db';
import { DomainError } from '../../platform/http/domain-error';
import { countPosting } from '../../platform/metrics/process-metrics';
import { accountKey, LedgerAccounts, type LedgerAccount } from './ledger-accounts';
import { earnedTokensDelta, refundSlice, tokenTakeBack } from './ledger-allocation';
import { DisputeAlreadyClosed, InsufficientTokens, OriginalNotPosted, RefundExceedsPayment } from './ledger-errors';
import { PostingDraft, type LockedAccount } from './posting-draft';

/*
 * Why this file is long: it is the only writer of money and tokens, and every posting (card payment, manual gift,
 * refund, dispute opened and closed, token transfer and spend) is here on purpose, beside the others, so the rules
 * they share (accounts locked in id order, one transaction per external reference, sums of zero per asset) are
 * reviewed together. Pure arithmetic lives in ledger-allocation.ts, balances in ledger-balances.ts.
 */

/** What every posting answers. */
export interface PostingResult {
  /** False when `externalRef` was posted before: nothing changed (the exactly-once guard). */
  posted: boolean;
  /** The ledger transaction of `externalRef`, new or earlier; ids grow, so it doubles as the version clients see. */
  transactionId: number;
}

/** The kinds of ledger transaction; the migration's CHECK lists the same ones. */
export type LedgerTransactionKind =
  | 'donation'
  | 'tokenPurchase'
  | 'manualDonation'
  | 'refund'
  | 'tokenTransfer'
  | 'tokenSpend'
  | 'dispute'
  | 'disputeWon'
  | 'disputeLost';

/** A card payment that succeeded at Stripe (a gift, or a token purchase that pays the cause like one). */
export interface CardPaymentPosting {
  /** Unique per effect, e.g. `payment:<paymentId>`: posting the same ref again changes nothing. */
  externalRef: string;
  kind: 'donation' | 'tokenPurchase';
  fundraiserId: string;
  /** The credited group; null credits the fundraiser itself. */
  groupId: string | null;
  /** The credited participant (donations through their link): counts toward their raise and earns tokens. */
  membershipId: string | null;
  /** The business donor, for sponsorships. */
  sponsorId: string | null;
  /** Token purchases: whose wallet receives the tokens. */
  buyerMembershipId: string | null;
  /** Token purchases: how many tokens were bought; 0 for donations. */
  tokens: number;
  /** Charged to the card (the payment's `amountCents`): the gross the fees come out of. */
  amountCents: number;
  /** The platform's application fee (0 ≤ fee ≤ gross). */
  platformFeeCents: number;
  /** Stripe's processing fee (from the balance transaction), paid out of the platform fee. */
  processingFeeCents: number;
}

/** Money an administrator received outside the card flow and credits to a participant. */
export interface ManualDonationPosting {
  externalRef: string;
  fundraiserId: string;
  groupId: string | null;
  /** The credited participant: raised, Cash Earned and earned tokens; null credits only the group or fundraiser. */
  membershipId: string | null;
  amountCents: number;
}

/** All or part of a card payment given back (Stripe `charge.refunded`). */
export interface RefundPosting {
  /** Unique per refund, e.g. `refund:<re_id>`. */
  externalRef: string;
  /** The `externalRef` of the card payment refunded. */
  originalRef: string;
  amountCents: number;
}

/** A dispute (chargeback) opened on a card payment (Stripe `charge.dispute.created`). */
export interface DisputePosting {
  /** Unique per dispute, e.g. `dispute:<dp_id>`; its closing is posted under `disputeClosingRef`. */
  externalRef: string;
  /** The `externalRef` of the card payment disputed. */
  originalRef: string;
  amountCents: number;
}

/** How a dispute ended (Stripe `charge.dispute.closed`, status `won` or `lost`). */
export interface DisputeClosingPosting {
  /** The `externalRef` the dispute was opened with. */
  disputeRef: string;
  outcome: 'won' | 'lost';
}

/** The ledger reference of a dispute's closing: one per dispute, whichever the outcome. */
export const disputeClosingRef = (disputeRef: string, outcome: DisputeClosingPosting['outcome']) =>
  `${disputeRef}:${outcome}`;

/** Tokens shared from one member's wallet to another's. */
export interface TokenTransferPosting {
  externalRef: string;
  fromMembershipId: string;
  toMembershipId: string;
  tokens: number;
  /** Recorded on the transaction (and bumps that fundraiser's version) when given. */
  fundraiserId?: string | null;
}

/** Tokens a member spends (to compete in a game); they go back to the issuance of the wallet's fundraiser. */
export interface TokenSpendPosting {
  externalRef: string;
  membershipId: string;
  /** Defaults to 1. */
  tokens?: number;
  /** The fundraiser the member's wallet belongs to: its issuance account takes the tokens back. */
  fundraiserId: string;
}

/**
 * The transaction metadata of a card payment, which its refunds read back. Stored JSON: every card payment posted so
 * far names the amount charged `grossCents`, so the record keeps that key.
 */
type CardPaymentRecord = Omit<CardPaymentPosting, 'externalRef' | 'kind' | 'fundraiserId' | 'amountCents'> & {
  grossCents: number;
};

/** A card payment as posted, for the postings that reverse part of it (refunds, disputes). */
interface PostedCardPayment {
  id: string;
  fundraiserId: string;
  paid: CardPaymentRecord;
}

/** The transaction metadata of an opened dispute, which its closing reads back. */
interface DisputeRecord {
  originalRef: string;
  /** The amount held; counted with the refunds as taken off the payment until a win gives it back. */
  amountCents: number;
  purchasedTokensShortfall: number;
  earnedTokensShortfall: number;
}

interface PostingSpec {
  kind: LedgerTransactionKind;
  externalRef: string;
  fundraiserId: string | null;
  reversesTransactionId: string | null;
  /** Every account the posting may move; all are locked (in id order) before `build` runs. */
  accounts: LedgerAccount[];
  /** Computes the moves on the locked balances and returns the transaction's metadata. */
  build(draft: PostingDraft, em: EntityManager): Record<string, unknown> | Promise<Record<string, unknown>>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function requireRef(name: string, value: string): void {
  if (typeof value !== 'string' || value.length < 1 || value.length > 255) {
    throw new RangeError(`${name} must be 1–255 characters`);
  }
}

function requireId(name: string, value: string | null | undefined, optional = false): void {
  if ((value === null || value === undefined) && optional) return;
  if (typeof value !== 'string' || !UUID.test(value)) throw new RangeError(`${name} must be a uuid`);
}

function requireCount(name: string, value: number, minimum: number): void {
  if (!Number.isSafeInteger(value) || value < minimum) throw new RangeError(`${name} must be an integer ≥ ${minimum}`);
}

/** `(?, ?, …)` rows for a multi-row VALUES list. */
const valuesRows = (count: number, row: string) => Array.from({ length: count }, () => row).join(', ');

/**
 * The double-entry ledger, the only writer of money and tokens (architecture §4). Each operation joins the
 * caller's transaction (`em`; it opens one of its own when `em` is not in one), locks the accounts it moves in
 * id order, and writes one ledger transaction whose entries sum to zero per asset, with the cached balances, in
 * a few statements. `externalRef` makes each effect happen exactly once.
 */
@Injectable()
export class Ledger {
  private readonly tokenEarnCents: number;

  constructor(config: AppConfig) {
    this.tokenEarnCents = config.pricing.tokenEarnCents;
  }

  /**
   * card_clearing −gross; cause +(gross − platform fee); platform_fees +(platform fee − processing fee);
   * processing_fees +processing fee; raised (group or fundraiser), raised (participant) and sponsor_raised +gross
   * with the fundraiser's contra; a purchase moves its tokens from issuance to the buyer's wallet; the credited
   * participant earns tokens.
   */
  async recordCardPayment(em: EntityManager, payment: CardPaymentPosting): Promise<PostingResult> {
    const { externalRef, kind, fundraiserId, groupId, membershipId, sponsorId, buyerMembershipId, tokens } = payment;
    const { amountCents, platformFeeCents, processingFeeCents } = payment;
    requireRef('externalRef', externalRef);
    requireId('fundraiserId', fundraiserId);
    requireId('groupId', groupId, true);
    requireId('membershipId', membershipId, true);
    requireId('sponsorId', sponsorId, true);
    requireCount('amountCents', amountCents, 1);
    requireCount('platformFeeCents', platformFeeCents, 0);
    requireCount('processingFeeCents', processingFeeCents, 0);
    if (platformFeeCents > amountCents) throw new RangeError('platformFeeCents cannot exceed amountCents');
    if (processingFeeCents > amountCents) throw new RangeError('processingFeeCents cannot exceed amountCents');
    if (kind === 'tokenPurchase') {
      requireId('buyerMembershipId', buyerMembershipId);
      requireCount('tokens', tokens, 1);
    } else if (kind === 'donation') {
      if (tokens !== 0 || buyerMembershipId !== null) throw new RangeError('a donation buys no tokens');
    } else {
      throw new RangeError(`unknown card payment kind ${String(kind)}`);
    }

    const record: CardPaymentRecord = {
      groupId,
      membershipId,
      sponsorId,
      buyerMembershipId,
      tokens,
      grossCents: amountCents,
      platformFeeCents,
      processingFeeCents,
    };
    const attributions = this.attributions(fundraiserId, groupId, membershipId, sponsorId);
    const buyerWallet = buyerMembershipId ? LedgerAccounts.wallet(buyerMembershipId) : null;
    return this.post(em, {
      kind,
      externalRef,
      fundraiserId,
      reversesTransactionId: null,
      accounts: [
        LedgerAccounts.cardClearing(fundraiserId),
        LedgerAccounts.cause(fundraiserId, groupId),
        LedgerAccounts.platformFees(fundraiserId),
        LedgerAccounts.processingFees(fundraiserId),
        ...attributions,
        LedgerAccounts.raisedContra(fundraiserId),
        ...(buyerWallet ? [buyerWallet, LedgerAccounts.tokenIssuance(fundraiserId)] : []),
        ...this.earningAccounts(fundraiserId, membershipId),
      ],
      build: (draft) => {
        draft.move(LedgerAccounts.cardClearing(fundraiserId), -amountCents);
        draft.move(LedgerAccounts.cause(fundraiserId, groupId), amountCents - platformFeeCents);
        draft.move(LedgerAccounts.platformFees(fundraiserId), platformFeeCents - processingFeeCents);
        draft.move(LedgerAccounts.processingFees(fundraiserId), processingFeeCents);
        this.attribute(draft, fundraiserId, attributions, amountCents);
        if (buyerWallet) {
          draft.move(LedgerAccounts.tokenIssuance(fundraiserId), -tokens);
          draft.move(buyerWallet, tokens);
        }
        const earned = this.settleEarnedTokens(draft, fundraiserId, membershipId);
        return { ...record, earnedTokens: earned.delta, earnedTokensShortfall: earned.shortfall };
      },
    });
  }

  /**
   * offline_funds −amount; cause +amount; raised (group or fundraiser), raised (participant) and cash_earned
   * +amount with the fundraiser's contra; the participant earns tokens.
   */
  async recordManualDonation(em: EntityManager, gift: ManualDonationPosting): Promise<PostingResult> {
    const { externalRef, fundraiserId, groupId, membershipId, amountCents } = gift;
    requireRef('externalRef', externalRef);
    requireId('fundraiserId', fundraiserId);
    requireId('groupId', groupId, true);
    requireId('membershipId', membershipId, true);
    requireCount('amountCents', amountCents, 1);

    const attributions = [
      ...this.attributions(fundraiserId, groupId, membershipId, null),
      ...(membershipId ? [LedgerAccounts.cashEarned(fundraiserId, membershipId)] : []),
    ];
    return this.post(em, {
      kind: 'manualDonation',
      externalRef,
      fundraiserId,
      reversesTransactionId: null,
      accounts: [
        LedgerAccounts.offlineFunds(fundraiserId),
        LedgerAccounts.cause(fundraiserId, groupId),
        ...attributions,
        LedgerAccounts.raisedContra(fundraiserId),
        ...this.earningAccounts(fundraiserId, membershipId),
      ],
      build: (draft) => {
        draft.move(LedgerAccounts.offlineFunds(fundraiserId), -amountCents);
        draft.move(LedgerAccounts.cause(fundraiserId, groupId), amountCents);
        this.attribute(draft, fundraiserId, attributions, amountCents);
        const earned = this.settleEarnedTokens(draft, fundraiserId, membershipId);
        return {
          groupId,
          membershipId,
          amountCents,
          earnedTokens: earned.delta,
          earnedTokensShortfall: earned.shortfall,
        };
      },
    });
  }

  /**
   * Reverses `amountCents` of a card payment: card_clearing +r; cause −(r − fee share); platform_fees −fee
   * share (Stripe keeps its processing fee); every attribution −r. A token purchase takes back its share of the
   * tokens, as far as the wallet holds them (the rest is recorded as token_shortfall); the credited participant
   * loses the tokens the lower raise no longer earns, the same way. Shares are cumulative over the payment's
   * refunds, so refunding it all in any number of parts gives back exactly the fee and the tokens.
   * @throws OriginalNotPosted when the payment is not in the ledger yet (nothing is written).
   * @throws RefundExceedsPayment when more is refunded than is left of the payment.
   */
  async recordRefund(em: EntityManager, refund: RefundPosting): Promise<PostingResult> {
    const { externalRef, originalRef, amountCents } = refund;
    requireRef('externalRef', externalRef);
    requireRef('originalRef', originalRef);
    requireCount('amountCents', amountCents, 1);

    return this.inTransaction(em, async (tx) => {
      const original = await this.cardPayment(tx, 'external_ref', originalRef);
      const { fundraiserId, paid } = original;
      const attributions = this.attributions(fundraiserId, paid.groupId, paid.membershipId, paid.sponsorId);
      const buyerWallet = paid.buyerMembershipId ? LedgerAccounts.wallet(paid.buyerMembershipId) : null;

      return this.post(tx, {
        kind: 'refund',
        externalRef,
        fundraiserId,
        reversesTransactionId: original.id,
        accounts: [
          LedgerAccounts.cardClearing(fundraiserId),
          LedgerAccounts.cause(fundraiserId, paid.groupId),
          LedgerAccounts.platformFees(fundraiserId),
          ...attributions,
          LedgerAccounts.raisedContra(fundraiserId),
          ...(buyerWallet
            ? [buyerWallet, LedgerAccounts.tokenIssuance(fundraiserId), LedgerAccounts.tokenShortfall(fundraiserId)]
            : []),
          ...this.earningAccounts(fundraiserId, paid.membershipId),
        ],
        build: async (draft, locked) => {
          const refundedBefore = await this.reversedCents(locked, original.id);
          const remaining = paid.grossCents - refundedBefore;
          if (amountCents > remaining) throw new RefundExceedsPayment(originalRef, remaining, amountCents);

          const feeShare = refundSlice(paid.platformFeeCents, refundedBefore, amountCents, paid.grossCents);
          draft.move(LedgerAccounts.cardClearing(fundraiserId), amountCents);
          draft.move(LedgerAccounts.cause(fundraiserId, paid.groupId), -(amountCents - feeShare));
          draft.move(LedgerAccounts.platformFees(fundraiserId), -feeShare);
          this.attribute(draft, fundraiserId, attributions, -amountCents);

          let purchased = { tokens: 0, removed: 0, shortfall: 0 };
          if (buyerWallet) {
            const tokens = refundSlice(paid.tokens, refundedBefore, amountCents, paid.grossCents);
            purchased = { tokens, ...this.takeBackTokens(draft, fundraiserId, buyerWallet, tokens) };
          }
          const earned = this.settleEarnedTokens(draft, fundraiserId, paid.membershipId);
          return {
            originalRef,
            amountCents,
            feeShareCents: feeShare,
            purchasedTokensReclaimed: purchased.tokens,
            purchasedTokensShortfall: purchased.shortfall,
            earnedTokens: earned.delta,
            earnedTokensShortfall: earned.shortfall,
          };
        },
      });
    });
  }

  /**
   * Holds a disputed amount d apart while the dispute is open: disputed +d; cause −(d − fee share); platform_fees
   * −fee share; every attribution −d. Purchased and earned tokens go back as on a refund of d (a win returns them).
   * The amount counts as taken off the payment, so refunds and further disputes cannot exceed what is left.
   * @throws OriginalNotPosted when the payment is not in the ledger yet (nothing is written).
   * @throws RefundExceedsPayment when nothing is left of the payment to hold.
   */
  async recordDisputeOpened(em: EntityManager, dispute: DisputePosting): Promise<PostingResult> {
    const { externalRef, originalRef, amountCents } = dispute;
    requireRef('externalRef', externalRef);
    requireRef('originalRef', originalRef);
    requireCount('amountCents', amountCents, 1);

    return this.inTransaction(em, async (tx) => {
      const original = await this.cardPayment(tx, 'external_ref', originalRef);
      const { fundraiserId, paid } = original;
      const attributions = this.attributions(fundraiserId, paid.groupId, paid.membershipId, paid.sponsorId);
      const buyerWallet = paid.buyerMembershipId ? LedgerAccounts.wallet(paid.buyerMembershipId) : null;
      return this.post(tx, {
        kind: 'dispute',
        externalRef,
        fundraiserId,
        reversesTransactionId: original.id,
        accounts: [
          LedgerAccounts.disputed(fundraiserId),
          LedgerAccounts.cause(fundraiserId, paid.groupId),
          LedgerAccounts.platformFees(fundraiserId),
          ...attributions,
          LedgerAccounts.raisedContra(fundraiserId),
          ...(buyerWallet
            ? [buyerWallet, LedgerAccounts.tokenIssuance(fundraiserId), LedgerAccounts.tokenShortfall(fundraiserId)]
            : []),
          ...this.earningAccounts(fundraiserId, paid.membershipId),
        ],
        build: async (draft, locked) => {
          const reversedBefore = await this.reversedCents(locked, original.id);
          const remaining = paid.grossCents - reversedBefore;
          if (remaining <= 0) throw new RefundExceedsPayment(originalRef, remaining, amountCents);
          // A bank never takes back more than was paid; hold what is left of the payment at most.
          const held = Math.min(amountCents, remaining);
          const feeShare = refundSlice(paid.platformFeeCents, reversedBefore, held, paid.grossCents);
          draft.move(LedgerAccounts.disputed(fundraiserId), held);
          draft.move(LedgerAccounts.cause(fundraiserId, paid.groupId), -(held - feeShare));
          draft.move(LedgerAccounts.platformFees(fundraiserId), -feeShare);
          this.attribute(draft, fundraiserId, attributions, -held);
          let purchased = { tokens: 0, shortfall: 0 };
          if (buyerWallet) {
            const tokens = refundSlice(paid.tokens, reversedBefore, held, paid.grossCents);
            purchased = { tokens, shortfall: this.takeBackTokens(draft, fundraiserId, buyerWallet, tokens).shortfall };
          }
          const earned = this.settleEarnedTokens(draft, fundraiserId, paid.membershipId);
          const record: DisputeRecord = {
            originalRef,
            amountCents: held,
            purchasedTokensShortfall: purchased.shortfall,
            earnedTokensShortfall: earned.shortfall,
          };
          return {
            ...record,
            feeShareCents: feeShare,
            purchasedTokensHeld: purchased.tokens,
            earnedTokens: earned.delta,
          };
        },
      });
    });
  }

  /**
   * Ends a dispute. Lost: disputed −d, card_clearing +d, so the payment ends as refunded by d. Won: the opening's
   * moves undone on today's balances: disputed −d; cause and platform_fees get their shares back; every attribution
   * +d; the tokens come back, first covering the shortfall the opening recorded (tokens already spent then).
   * @throws OriginalNotPosted when the dispute's opening is not in the ledger yet (nothing is written).
   */
  async recordDisputeClosed(em: EntityManager, closing: DisputeClosingPosting): Promise<PostingResult> {
    const { disputeRef, outcome } = closing;
    requireRef('disputeRef', disputeRef);
    if (outcome !== 'won' && outcome !== 'lost') throw new RangeError(`unknown dispute outcome ${String(outcome)}`);
    const externalRef = disputeClosingRef(disputeRef, outcome);
    requireRef('externalRef', externalRef);

    return this.inTransaction(em, async (tx) => {
      const [opened] = await tx.execute<{ reverses_transaction_id: string; metadata: DisputeRecord }[]>(
        `select reverses_transaction_id, metadata from ledger_transactions where external_ref = ? and kind = 'dispute'`,
        [disputeRef],
      );
      if (!opened) throw new OriginalNotPosted(disputeRef);
      const original = await this.cardPayment(tx, 'id', opened.reverses_transaction_id);
      const { fundraiserId, paid } = original;
      const held = opened.metadata.amountCents;
      const disputed = LedgerAccounts.disputed(fundraiserId);
      // Read after the accounts are locked, so a concurrent closing has committed by then. A replay answers as one
      // (post() finds its own reference); the other outcome is refused.
      const refuseClosed = async (locked: EntityManager) => {
        for (const closingRef of [externalRef, disputeClosingRef(disputeRef, outcome === 'won' ? 'lost' : 'won')]) {
          if ((await this.findTransaction(locked, closingRef)) !== null) {
            throw new DisputeAlreadyClosed(disputeRef, closingRef);
          }
        }
      };

      if (outcome === 'lost') {
        return this.post(tx, {
          kind: 'disputeLost',
          externalRef,
          fundraiserId,
          reversesTransactionId: original.id,
          accounts: [disputed, LedgerAccounts.cardClearing(fundraiserId)],
          build: async (draft, locked) => {
            await refuseClosed(locked);
            draft.move(disputed, -held);
            draft.move(LedgerAccounts.cardClearing(fundraiserId), held);
            return { disputeRef, originalRef: opened.metadata.originalRef, disputedCents: held };
          },
        });
      }

      const attributions = this.attributions(fundraiserId, paid.groupId, paid.membershipId, paid.sponsorId);
      const buyerWallet = paid.buyerMembershipId ? LedgerAccounts.wallet(paid.buyerMembershipId) : null;
      return this.post(tx, {
        kind: 'disputeWon',
        externalRef,
        fundraiserId,
        reversesTransactionId: original.id,
        accounts: [
          disputed,
          LedgerAccounts.cause(fundraiserId, paid.groupId),
          LedgerAccounts.platformFees(fundraiserId),
          ...attributions,
          LedgerAccounts.raisedContra(fundraiserId),
          ...(buyerWallet
            ? [buyerWallet, LedgerAccounts.tokenIssuance(fundraiserId), LedgerAccounts.tokenShortfall(fundraiserId)]
            : []),
          ...this.earningAccounts(fundraiserId, paid.membershipId),
        ],
        build: async (draft, locked) => {
          await refuseClosed(locked);
          // The held amount is among the reversed cents until now: give back the slices it took.
          const reversedOthers = (await this.reversedCents(locked, original.id)) - held;
          const feeShare = refundSlice(paid.platformFeeCents, reversedOthers, held, paid.grossCents);
          draft.move(disputed, -held);
          draft.move(LedgerAccounts.cause(fundraiserId, paid.groupId), held - feeShare);
          draft.move(LedgerAccounts.platformFees(fundraiserId), feeShare);
          this.attribute(draft, fundraiserId, attributions, held);
          let purchasedTokens = 0;
          if (buyerWallet) {
            purchasedTokens = refundSlice(paid.tokens, reversedOthers, held, paid.grossCents);
            this.returnTokens(
              draft,
              fundraiserId,
              buyerWallet,
              purchasedTokens,
              opened.metadata.purchasedTokensShortfall,
            );
          }
          const earned = this.settleEarnedTokens(
            draft,
            fundraiserId,
            paid.membershipId,
            opened.metadata.earnedTokensShortfall,
          );
          return {
            disputeRef,
            originalRef: opened.metadata.originalRef,
            // Negative: the held amount no longer counts as taken off the payment.
            amountCents: -held,
            feeShareCents: feeShare,
            purchasedTokensReturned: purchasedTokens,
            earnedTokens: earned.delta,
          };
        },
      });
    });
  }

  /**
   * Shares tokens: the sender's wallet −n, the receiver's +n.
   * @throws InsufficientTokens when the sender holds fewer than n (nothing is written).
   */
  async transferTokens(em: EntityManager, transfer: TokenTransferPosting): Promise<PostingResult> {
    const { externalRef, fromMembershipId, toMembershipId, tokens } = transfer;
    requireRef('externalRef', externalRef);
    requireId('fromMembershipId', fromMembershipId);
    requireId('toMembershipId', toMembershipId);
    requireId('fundraiserId', transfer.fundraiserId, true);
    requireCount('tokens', tokens, 1);
    if (fromMembershipId === toMembershipId) throw new RangeError('a transfer needs two different wallets');

    const from = LedgerAccounts.wallet(fromMembershipId);
    const to = LedgerAccounts.wallet(toMembershipId);
    return this.post(em, {
      kind: 'tokenTransfer',
      externalRef,
      fundraiserId: transfer.fundraiserId ?? null,
      reversesTransactionId: null,
      accounts: [from, to],
      build: (draft) => {
        const available = draft.balanceOf(from);
        if (available < tokens) throw new InsufficientTokens('Not enough tokens to share!', available, tokens);
        draft.move(from, -tokens);
        draft.move(to, tokens);
        return { fromMembershipId, toMembershipId, tokens };
      },
    });
  }

  /**
   * Spends tokens (1 by default): the wallet −n, issuance +n.
   * @throws InsufficientTokens when the wallet holds fewer than n (nothing is written).
   */
  async spendToken(em: EntityManager, spend: TokenSpendPosting): Promise<PostingResult> {
    const { externalRef, membershipId, fundraiserId, tokens = 1 } = spend;
    requireRef('externalRef', externalRef);
    requireId('membershipId', membershipId);
    requireId('fundraiserId', fundraiserId);
    requireCount('tokens', tokens, 1);

    const wallet = LedgerAccounts.wallet(membershipId);
    return this.post(em, {
      kind: 'tokenSpend',
      externalRef,
      fundraiserId,
      reversesTransactionId: null,
      accounts: [wallet, LedgerAccounts.tokenIssuance(fundraiserId)],
      build: (draft) => {
        const available = draft.balanceOf(wallet);
        if (available < tokens) throw new InsufficientTokens('You do not have any tokens!', available, tokens);
        draft.move(wallet, -tokens);
        draft.move(LedgerAccounts.tokenIssuance(fundraiserId), tokens);
        return { membershipId, tokens };
      },
    });
  }

  /* ---------- the posting ---------- */

  /** The gross attribution accounts a gift credits, each paired with the fundraiser's contra. */
  private attributions(
    fundraiserId: string,
    groupId: string | null,
    membershipId: string | null,
    sponsorId: string | null,
  ): LedgerAccount[] {
    return [
      LedgerAccounts.raised(fundraiserId, groupId),
      ...(membershipId ? [LedgerAccounts.participantRaised(fundraiserId, membershipId)] : []),
      ...(sponsorId ? [LedgerAccounts.sponsorRaised(fundraiserId, sponsorId)] : []),
    ];
  }

  private attribute(draft: PostingDraft, fundraiserId: string, accounts: LedgerAccount[], amountCents: number): void {
    for (const account of accounts) draft.move(account, amountCents);
    draft.move(LedgerAccounts.raisedContra(fundraiserId), -amountCents * accounts.length);
  }

  /** The accounts earned tokens may move, for a posting that changes a participant's raise. */
  private earningAccounts(fundraiserId: string, membershipId: string | null): LedgerAccount[] {
    if (!membershipId) return [];
    return [
      LedgerAccounts.wallet(membershipId),
      LedgerAccounts.tokenIssuance(fundraiserId),
      LedgerAccounts.tokenShortfall(fundraiserId),
    ];
  }

  /**
   * After the participant's raise moved in this draft: mints the tokens it now earns (issuance → wallet), or
   * takes back those it no longer earns like a refund does.
   */
  private settleEarnedTokens(
    draft: PostingDraft,
    fundraiserId: string,
    membershipId: string | null,
    shortfallToCover = 0,
  ): { delta: number; shortfall: number } {
    if (!membershipId) return { delta: 0, shortfall: 0 };
    const raised = LedgerAccounts.participantRaised(fundraiserId, membershipId);
    const wallet = LedgerAccounts.wallet(membershipId);
    const delta = earnedTokensDelta(draft.openingBalance(raised), draft.balanceOf(raised), this.tokenEarnCents);
    if (delta > 0) {
      this.returnTokens(draft, fundraiserId, wallet, delta, shortfallToCover);
      return { delta, shortfall: 0 };
    }
    if (delta < 0) return { delta, shortfall: this.takeBackTokens(draft, fundraiserId, wallet, -delta).shortfall };
    return { delta: 0, shortfall: 0 };
  }

  /**
   * Issues `tokens` back to a wallet that had them taken, except the part a shortfall stood for (tokens already
   * spent then): those cover the shortfall instead, up to `shortfallToCover`.
   */
  private returnTokens(
    draft: PostingDraft,
    fundraiserId: string,
    wallet: LedgerAccount,
    tokens: number,
    shortfallToCover: number,
  ): void {
    const covered = Math.min(tokens, Math.max(0, shortfallToCover));
    draft.move(LedgerAccounts.tokenIssuance(fundraiserId), -tokens);
    draft.move(wallet, tokens - covered);
    draft.move(LedgerAccounts.tokenShortfall(fundraiserId), covered);
  }

  /** Returns `tokens` to issuance: from the wallet as far as it holds them, the rest as a shortfall. */
  private takeBackTokens(
    draft: PostingDraft,
    fundraiserId: string,
    wallet: LedgerAccount,
    tokens: number,
  ): { removed: number; shortfall: number } {
    const taken = tokenTakeBack(draft.balanceOf(wallet), tokens);
    draft.move(wallet, -taken.removed);
    draft.move(LedgerAccounts.tokenIssuance(fundraiserId), tokens);
    draft.move(LedgerAccounts.tokenShortfall(fundraiserId), -taken.shortfall);
    return taken;
  }

  private async inTransaction<T>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return em.isInTransaction() ? work(em) : em.transactional((tx) => work(tx));
  }

  /**
   * Locks the accounts, lets `build` compute the moves on their balances, then in one statement claims the
   * external reference and, if it was new, writes the entries and the balances.
   */
  private post(em: EntityManager, spec: PostingSpec): Promise<PostingResult> {
    requireId('fundraiserId', spec.fundraiserId, true);
    return this.inTransaction(em, async (tx) => {
      const draft = new PostingDraft(await this.lockAccounts(tx, spec.accounts));
      let metadata: Record<string, unknown>;
      try {
        metadata = await spec.build(draft, tx);
      } catch (error) {
        // A replay of an effect already posted answers as one, even when its check would now fail
        // (the wallet it drew from is empty, the payment it refunded is all refunded).
        if (error instanceof DomainError) {
          const earlier = await this.findTransaction(tx, spec.externalRef);
          if (earlier !== null) return { posted: false, transactionId: earlier };
        }
        throw error;
      }
      return countPosting(spec.kind, await this.write(tx, spec, draft.entries(), metadata));
    });
  }

  /**
   * Creates the owned accounts that do not exist yet, then locks every account in id order
   * (`select … for update order by id`), so concurrent postings never wait on each other in a cycle.
   */
  private async lockAccounts(
    em: EntityManager,
    accounts: readonly LedgerAccount[],
  ): Promise<Map<string, LockedAccount>> {
    const wanted = new Map(accounts.map((account) => [accountKey(account), account]));
    const owned = [...wanted.values()]
      .filter((account) => account.ownerId !== null)
      .sort((a, b) => (accountKey(a) < accountKey(b) ? -1 : 1));
    const platformKinds = [...wanted.values()].filter((account) => account.ownerId === null).map(({ kind }) => kind);

    if (owned.length > 0) {
      // Sorted by key so two postings creating the same new accounts insert them in the same order.
      await em.execute(
        `insert into ledger_accounts (asset, kind, owner_id, fundraiser_id, may_go_negative)
         select w.asset, w.kind, w.owner_id, w.fundraiser_id, w.may_go_negative
           from (values ${valuesRows(owned.length, '(?, ?, ?, ?::uuid, ?::boolean)')})
                as w (asset, kind, owner_id, fundraiser_id, may_go_negative)
          where not exists (select 1 from ledger_accounts a
                             where a.asset = w.asset and a.kind = w.kind and a.owner_id = w.owner_id)
          order by w.asset, w.kind, w.owner_id
         on conflict do nothing`,
        owned.flatMap((account) => [
          account.asset,
          account.kind,
          account.ownerId,
          account.fundraiserId,
          account.mayGoNegative,
        ]),
      );
    }
    const conditions = [
      ...(owned.length > 0 ? [`(asset, kind, owner_id) in (${valuesRows(owned.length, '(?, ?, ?)')})`] : []),
      ...(platformKinds.length > 0
        ? [`(owner_id is null and kind in (${valuesRows(platformKinds.length, '?')}))`]
        : []),
    ];
    const rows = await em.execute<
      { id: string; asset: string; kind: string; owner_id: string | null; balance: string }[]
    >(
      `select id, asset, kind, owner_id, balance from ledger_accounts
        where ${conditions.join(' or ')}
        order by id
        for update`,
      [...owned.flatMap((account) => [account.asset, account.kind, account.ownerId]), ...platformKinds],
    );
    const locked = new Map<string, LockedAccount>();
    for (const row of rows) {
      const key = accountKey({
        asset: row.asset as LedgerAccount['asset'],
        kind: row.kind as LedgerAccount['kind'],
        ownerId: row.owner_id,
      });
      const account = wanted.get(key);
      if (account) locked.set(key, { id: String(row.id), account, balance: integerFromDb(row.balance) });
    }
    const missing = [...wanted.keys()].filter((key) => !locked.has(key));
    if (missing.length > 0) {
      throw new Error(`ledger accounts missing: ${missing.join(', ')} (has the ledger migration run?)`);
    }
    return locked;
  }

  private async write(
    em: EntityManager,
    spec: PostingSpec,
    entries: ReturnType<PostingDraft['entries']>,
    metadata: Record<string, unknown>,
  ): Promise<PostingResult> {
    if (entries.length === 0) throw new Error(`ledger posting ${spec.externalRef} moves nothing`);
    const [result] = await em.execute<{ transaction_id: string | null; moved: string }[]>(
      `with legs (account_id, asset, amount) as (
         values ${valuesRows(entries.length, '(?::bigint, ?, ?::bigint)')}
       ),
       txn as (
         insert into ledger_transactions (kind, external_ref, fundraiser_id, reverses_transaction_id, metadata)
         values (?, ?, ?::uuid, ?::bigint, ?::jsonb)
         on conflict (external_ref) do nothing
         returning id
       ),
       posted as (
         insert into ledger_entries (transaction_id, account_id, asset, amount)
         select txn.id, legs.account_id, legs.asset, legs.amount from txn cross join legs
       ),
       moved as (
         update ledger_accounts a
            set balance = a.balance + legs.amount, version = a.version + 1
           from legs
          where a.id = legs.account_id
            and exists (select 1 from txn)
            and (a.may_go_negative or a.balance + legs.amount >= 0)
         returning a.id
       )
       select (select id from txn) as transaction_id, (select count(*) from moved) as moved`,
      [
        ...entries.flatMap((entry) => [entry.accountId, entry.asset, entry.amount]),
        spec.kind,
        spec.externalRef,
        spec.fundraiserId,
        spec.reversesTransactionId,
        metadata,
      ],
    );
    if (!result?.transaction_id) {
      const earlier = await this.findTransaction(em, spec.externalRef);
      if (earlier === null) throw new Error(`ledger transaction ${spec.externalRef} neither posted nor found`);
      return { posted: false, transactionId: earlier };
    }
    if (integerFromDb(result.moved) !== entries.length) {
      // Unreachable while the accounts stay locked; the caller's transaction must roll back.
      throw new Error(`ledger posting ${spec.externalRef} would take an account below zero`);
    }
    return { posted: true, transactionId: integerFromDb(result.transaction_id) };
  }

  /** The card payment posted under `external_ref` (or with ledger `id`), which refunds and disputes act on. */
  private async cardPayment(em: EntityManager, by: 'external_ref' | 'id', value: string): Promise<PostedCardPayment> {
    const [row] = await em.execute<
      {
        id: string;
        kind: LedgerTransactionKind;
        fundraiser_id: string;
        external_ref: string;
        metadata: CardPaymentRecord;
      }[]
    >(`select id, kind, fundraiser_id, external_ref, metadata from ledger_transactions where ${by} = ?`, [value]);
    if (!row) throw new OriginalNotPosted(value);
    if (row.kind !== 'donation' && row.kind !== 'tokenPurchase') {
      throw new RangeError(`${row.external_ref} is a ${row.kind}, not a card payment`);
    }
    return { id: String(row.id), fundraiserId: row.fundraiser_id, paid: row.metadata };
  }

  /**
   * Cents taken off a card payment so far: its refunds and its disputes still held or lost. Read after the accounts
   * are locked, so a concurrent posting on the same payment has committed by then.
   */
  private async reversedCents(locked: EntityManager, originalId: string): Promise<number> {
    const [row] = await locked.execute<{ reversed: string | null }[]>(
      `select sum((metadata->>'amountCents')::bigint) as reversed
         from ledger_transactions where reverses_transaction_id = ?`,
      [originalId],
    );
    return integerFromDb(row?.reversed);
  }

  private async findTransaction(em: EntityManager, externalRef: string): Promise<number | null> {
    const [row] = await em.execute<{ id: string }[]>('select id from ledger_transactions where external_ref = ?', [
      externalRef,
    ]);
    return row ? integerFromDb(row.id) : null;
  }
}
