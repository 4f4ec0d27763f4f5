import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { Ledger, type PostingResult } from '../../src/modules/ledger/ledger';
import { LedgerBalances } from '../../src/modules/ledger/ledger-balances';
import { InsufficientTokens, OriginalNotPosted, RefundExceedsPayment } from '../../src/modules/ledger/ledger-errors';
import { checkLedgerInvariants, describeLedgerCheck } from '../../src/modules/ledger/ledger-invariants';
import { createOrmConfig } from '../../src/platform/database/mikro-orm.config';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';

/**
 * Random runs besides the examples below; LEDGER_PROPERTY_RUNS=5000 searches harder. Measured over 400 seeds (the
 * operations replayed in a model without the database), 250 runs still try every kind of operation, accepted and
 * refused, dozens of times; what they reach only by luck (a token take-back beyond the wallet, a replayed spend or
 * transfer: missed by up to 13% of seeds even at 1000 runs) the examples reach on every run.
 */
const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 250);
const TOKEN_EARN_CENTS = 1000;
const FEE_BASIS_POINTS = 1000;
const TOKEN_PRICE_CENTS = 200;
/** Reproduce a failure with LEDGER_PROPERTY_SEED=<the printed seed>. */
const SEED = Number(process.env.LEDGER_PROPERTY_SEED ?? Date.now() % 2 ** 31);

const GROUPS = 2;
const MEMBERS = 4;
const SPONSORS = 2;

/** One step of a run. Indices pick among the run's groups/members/sponsors; the last value of each range is "none". */
type Operation =
  | { type: 'donation'; group: number; member: number; sponsor: number; grossCents: number }
  | { type: 'purchase'; group: number; buyer: number; tokens: number }
  | { type: 'manual'; group: number; member: number; amountCents: number }
  | { type: 'refund'; pick: number; percent: number }
  | { type: 'refundBeforeSuccess'; amountCents: number }
  | { type: 'transfer'; from: number; to: number; tokens: number }
  | { type: 'spend'; member: number; tokens: number }
  | { type: 'replay'; pick: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('donation' as const),
      group: fc.nat(GROUPS),
      member: fc.nat(MEMBERS),
      sponsor: fc.nat(SPONSORS),
      grossCents: fc.integer({ min: 500, max: 20_000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('purchase' as const),
      group: fc.nat(GROUPS),
      buyer: fc.nat(MEMBERS - 1),
      tokens: fc.integer({ min: 1, max: 20 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('manual' as const),
      group: fc.nat(GROUPS),
      member: fc.nat(MEMBERS),
      amountCents: fc.integer({ min: 1, max: 5000 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('refund' as const),
      pick: fc.nat(),
      percent: fc.oneof(fc.constant(100), fc.integer({ min: 1, max: 100 })),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('refundBeforeSuccess' as const),
      amountCents: fc.integer({ min: 1, max: 5000 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('transfer' as const),
      from: fc.nat(MEMBERS - 1),
      to: fc.nat(MEMBERS - 2),
      tokens: fc.integer({ min: 1, max: 6 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('spend' as const),
      member: fc.nat(MEMBERS - 1),
      tokens: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('replay' as const), pick: fc.nat() }) },
);

/** Sequences that reach, on every run, the states random runs reach only by luck. */
const examples: Operation[][] = [
  // Bought tokens shared and spent, both replayed, then the purchase refunded: more tokens owed back than are left.
  [
    { type: 'purchase', group: 0, buyer: 0, tokens: 5 },
    { type: 'transfer', from: 0, to: 0, tokens: 4 },
    { type: 'spend', member: 1, tokens: 2 },
    { type: 'replay', pick: 1 },
    { type: 'replay', pick: 2 },
    { type: 'refund', pick: 0, percent: 100 },
    { type: 'refund', pick: 0, percent: 100 },
    { type: 'transfer', from: 0, to: 0, tokens: 1 },
  ],
  // Earned tokens spent, then the donation refunded in two parts (the second replayed): earned tokens owed back.
  [
    { type: 'donation', group: 0, member: 0, sponsor: 0, grossCents: 2500 },
    { type: 'spend', member: 0, tokens: 2 },
    { type: 'refund', pick: 0, percent: 50 },
    { type: 'refund', pick: 0, percent: 100 },
    { type: 'replay', pick: 2 },
    { type: 'spend', member: 0, tokens: 1 },
  ],
];

/** ⌊a × b / c⌋, exactly. */
const share = (a: number, b: number, c: number) => Number((BigInt(a) * BigInt(b)) / BigInt(c));

interface ModelPayment {
  ref: string;
  group: string | null;
  member: string | null;
  sponsor: string | null;
  buyer: string | null;
  tokens: number;
  grossCents: number;
  feeCents: number;
  refundedCents: number;
}

/** What the ledger should show for one fundraiser, kept by plain arithmetic beside it. */
class Model {
  direct = 0;
  readonly groups = new Map<string, number>();
  readonly members = new Map<string, { raisedCents: number; cashEarnedCents: number; tokens: number }>();
  readonly sponsors = new Map<string, number>();
  platformFee = 0;
  processingFee = 0;
  cause = 0;
  gifts = 0;
  version = 0;
  readonly payments: ModelPayment[] = [];

  constructor(memberIds: readonly string[], sponsorIds: readonly string[]) {
    for (const id of memberIds) this.members.set(id, { raisedCents: 0, cashEarnedCents: 0, tokens: 0 });
    for (const id of sponsorIds) this.sponsors.set(id, 0);
  }

  member(id: string) {
    return this.members.get(id) as { raisedCents: number; cashEarnedCents: number; tokens: number };
  }

  attribute(group: string | null, member: string | null, sponsor: string | null, cents: number) {
    if (group) this.groups.set(group, (this.groups.get(group) ?? 0) + cents);
    else this.direct += cents;
    if (sponsor) this.sponsors.set(sponsor, (this.sponsors.get(sponsor) ?? 0) + cents);
    if (member) {
      const figures = this.member(member);
      const before = figures.raisedCents;
      figures.raisedCents += cents;
      const earned = Math.floor(figures.raisedCents / TOKEN_EARN_CENTS) - Math.floor(before / TOKEN_EARN_CENTS);
      figures.tokens = earned >= 0 ? figures.tokens + earned : figures.tokens - Math.min(figures.tokens, -earned);
    }
  }

  get raised() {
    return this.direct + [...this.groups.values()].reduce((sum, cents) => sum + cents, 0);
  }
}

describe('the ledger under random sequences of money and token operations', () => {
  let environment: TestEnvironment;
  let orm: MikroORM;
  let ledger: Ledger;
  let balances: LedgerBalances;

  beforeAll(async () => {
    environment = await createTestEnvironment({ TOKEN_EARN_CENTS: String(TOKEN_EARN_CENTS) });
    orm = await MikroORM.init(createOrmConfig(environment.config, { discovery: { warnWhenNoEntities: false } }));
    ledger = new Ledger(environment.config);
    balances = new LedgerBalances(orm.em);
  });

  afterAll(async () => {
    await orm?.close();
    await environment?.dispose();
  });

  const inTransaction = <T>(work: (em: EntityManager) => Promise<T>) => orm.em.fork().transactional(work);

  /** Applies the operations to the ledger and the model side by side, then compares everything the readers show. */
  async function run(operations: Operation[]): Promise<void> {
    const fundraiserId = randomUUID();
    const groupIds = Array.from({ length: GROUPS }, () => randomUUID());
    const memberIds = Array.from({ length: MEMBERS }, () => randomUUID());
    const sponsorIds = Array.from({ length: SPONSORS }, () => randomUUID());
    const pick = <T>(items: readonly T[], index: number): T | null => items[index] ?? null;
    const model = new Model(memberIds, sponsorIds);
    const posted: (() => Promise<PostingResult>)[] = [];

    const post = async (call: () => Promise<PostingResult>, fundraiserScoped = true) => {
      const result = await call();
      expect(result.posted).toBe(true);
      posted.push(call);
      if (fundraiserScoped) model.version = result.transactionId;
      return result;
    };

    for (const op of operations) {
      switch (op.type) {
        case 'donation':
        case 'purchase': {
          const group = pick(groupIds, op.group);
          const member = op.type === 'donation' ? pick(memberIds, op.member) : null;
          const sponsor = op.type === 'donation' ? pick(sponsorIds, op.sponsor) : null;
          const buyer = op.type === 'purchase' ? (memberIds[op.buyer] as string) : null;
          const tokens = op.type === 'purchase' ? op.tokens : 0;
          const grossCents = op.type === 'purchase' ? op.tokens * TOKEN_PRICE_CENTS : op.grossCents;
          const feeCents = share(grossCents, FEE_BASIS_POINTS, 10_000);
          const processingCents = share(grossCents, 29, 1000) + 30;
          const payment: ModelPayment = {
            ref: `payment:${randomUUID()}`,
            group,
            member,
            sponsor,
            buyer,
            tokens,
            grossCents,
            feeCents,
            refundedCents: 0,
          };
          await post(() =>
            inTransaction((em) =>
              ledger.recordCardPayment(em, {
                externalRef: payment.ref,
                kind: op.type === 'purchase' ? 'tokenPurchase' : 'donation',
                fundraiserId,
                groupId: group,
                membershipId: member,
                sponsorId: sponsor,
                buyerMembershipId: buyer,
                tokens,
                amountCents: grossCents,
                platformFeeCents: feeCents,
                processingFeeCents: processingCents,
              }),
            ),
          );
          model.payments.push(payment);
          model.gifts += 1;
          model.cause += grossCents - feeCents;
          model.platformFee += feeCents - processingCents;
          model.processingFee += processingCents;
          model.attribute(group, member, sponsor, grossCents);
          if (buyer) model.member(buyer).tokens += tokens;
          break;
        }
        case 'manual': {
          const group = pick(groupIds, op.group);
          const member = pick(memberIds, op.member);
          const ref = `manual:${randomUUID()}`;
          await post(() =>
            inTransaction((em) =>
              ledger.recordManualDonation(em, {
                externalRef: ref,
                fundraiserId,
                groupId: group,
                membershipId: member,
                amountCents: op.amountCents,
              }),
            ),
          );
          model.gifts += 1;
          model.cause += op.amountCents;
          model.attribute(group, member, null, op.amountCents);
          if (member) model.member(member).cashEarnedCents += op.amountCents;
          break;
        }
        case 'refund': {
          const payment = model.payments[op.pick % Math.max(1, model.payments.length)];
          if (!payment) break;
          const remaining = payment.grossCents - payment.refundedCents;
          const amountCents = Math.max(1, share(remaining, op.percent, 100));
          const call = () =>
            inTransaction((em) =>
              ledger.recordRefund(em, { externalRef: `refund:${randomUUID()}`, originalRef: payment.ref, amountCents }),
            );
          if (remaining === 0) {
            await expect(call()).rejects.toBeInstanceOf(RefundExceedsPayment);
            break;
          }
          const ref = `refund:${randomUUID()}`;
          await post(() =>
            inTransaction((em) => ledger.recordRefund(em, { externalRef: ref, originalRef: payment.ref, amountCents })),
          );
          const before = payment.refundedCents;
          const after = before + amountCents;
          const feeShare =
            share(payment.feeCents, after, payment.grossCents) - share(payment.feeCents, before, payment.grossCents);
          payment.refundedCents = after;
          model.cause -= amountCents - feeShare;
          model.platformFee -= feeShare;
          model.attribute(payment.group, payment.member, payment.sponsor, -amountCents);
          if (payment.buyer) {
            const tokens =
              share(payment.tokens, after, payment.grossCents) - share(payment.tokens, before, payment.grossCents);
            const wallet = model.member(payment.buyer);
            wallet.tokens -= Math.min(wallet.tokens, tokens);
          }
          break;
        }
        case 'refundBeforeSuccess': {
          await expect(
            inTransaction((em) =>
              ledger.recordRefund(em, {
                externalRef: `refund:${randomUUID()}`,
                originalRef: `payment:${randomUUID()}`,
                amountCents: op.amountCents,
              }),
            ),
          ).rejects.toBeInstanceOf(OriginalNotPosted);
          break;
        }
        case 'transfer': {
          const from = memberIds[op.from] as string;
          const others = memberIds.filter((id) => id !== from);
          const to = others[op.to] as string;
          const ref = `share:${randomUUID()}`;
          const call = () =>
            inTransaction((em) =>
              ledger.transferTokens(em, {
                externalRef: ref,
                fromMembershipId: from,
                toMembershipId: to,
                tokens: op.tokens,
              }),
            );
          if (model.member(from).tokens < op.tokens) {
            await expect(call()).rejects.toBeInstanceOf(InsufficientTokens);
            break;
          }
          await post(call, false);
          model.member(from).tokens -= op.tokens;
          model.member(to).tokens += op.tokens;
          break;
        }
        case 'spend': {
          const member = memberIds[op.member] as string;
          const ref = `spend:${randomUUID()}`;
          const call = () =>
            inTransaction((em) =>
              ledger.spendToken(em, { externalRef: ref, membershipId: member, fundraiserId, tokens: op.tokens }),
            );
          if (model.member(member).tokens < op.tokens) {
            await expect(call()).rejects.toBeInstanceOf(InsufficientTokens);
            break;
          }
          // A compete spend returns the tokens to the fundraiser's own issuance: it is one of the fundraiser's postings.
          await post(call);
          model.member(member).tokens -= op.tokens;
          break;
        }
        case 'replay': {
          const call = posted[op.pick % Math.max(1, posted.length)];
          if (call) expect((await call()).posted).toBe(false);
          break;
        }
      }
    }

    // Every transaction sums to zero per asset, cached balances equal their entries, nothing below zero.
    const check = await checkLedgerInvariants(environment.sql);
    if (check.violations.length > 0) throw new Error(describeLedgerCheck(check));

    const nonZero = (record: Record<string, number>) =>
      Object.fromEntries(Object.entries(record).filter(([, v]) => v !== 0));
    const [fundraiserTotals, memberTotals, sponsorTotals, transparency, version] = await Promise.all([
      balances.fundraiserTotals([fundraiserId]),
      balances.membershipTotals(memberIds),
      balances.sponsorTotals(sponsorIds),
      balances.transparency(fundraiserId),
      balances.version(fundraiserId),
    ]);
    const totals = fundraiserTotals.get(fundraiserId);
    expect({ ...totals, groupRaisedCents: nonZero(totals?.groupRaisedCents ?? {}) }).toEqual({
      raisedCents: model.raised,
      directRaisedCents: model.direct,
      groupRaisedCents: nonZero(Object.fromEntries(model.groups)),
    });
    expect(Object.fromEntries(memberTotals)).toEqual(Object.fromEntries(model.members));
    expect(Object.fromEntries([...sponsorTotals].map(([id, total]) => [id, total.raisedCents]))).toEqual(
      Object.fromEntries(model.sponsors),
    );
    expect(transparency).toEqual({
      raisedCents: model.raised,
      platformFeeCents: model.platformFee,
      processingFeeCents: model.processingFee,
      netToCauseCents: model.cause,
      netToCausePercent: model.raised > 0 ? Math.round((model.cause * 1000) / model.raised) / 10 : 100,
      disputedCents: 0,
      giftCount: model.gifts,
    });
    expect(transparency.raisedCents).toBe(
      transparency.platformFeeCents + transparency.processingFeeCents + transparency.netToCauseCents,
    );
    expect(version).toBe(model.version);
  }

  it(`keeps every invariant and the model's totals over ${RUNS} seeded runs (seed ${SEED}) and the examples`, async () => {
    try {
      await fc.assert(fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 8 }), run), {
        // The examples run first and count as runs.
        numRuns: examples.length + RUNS,
        seed: SEED,
        examples: examples.map((operations) => [operations]),
      });
    } catch (error) {
      console.error(`ledger property failed with seed ${SEED}: rerun with LEDGER_PROPERTY_SEED=${SEED}`);
      throw error;
    }
  }, 180_000);
});
