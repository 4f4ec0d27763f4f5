import { randomUUID } from 'node:crypto';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { Ledger, type CardPaymentPosting } from '../../src/modules/ledger/ledger';
import { LedgerBalances } from '../../src/modules/ledger/ledger-balances';
import { DisputeAlreadyClosed, OriginalNotPosted, RefundExceedsPayment } from '../../src/modules/ledger/ledger-errors';
import { checkLedgerInvariants, describeLedgerCheck } from '../../src/modules/ledger/ledger-invariants';
import { createOrmConfig } from '../../src/platform/database/mikro-orm.config';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';

const TOKEN_EARN_CENTS = 1000;

/** Disputes (chargebacks) in the ledger: held apart while open, reversed when lost, released when won. */
describe('the ledger: disputes', () => {
  let environment: TestEnvironment;
  let orm: MikroORM;
  let sut: Ledger;
  let balances: LedgerBalances;

  beforeAll(async () => {
    environment = await createTestEnvironment({ TOKEN_EARN_CENTS: String(TOKEN_EARN_CENTS) });
    orm = await MikroORM.init(createOrmConfig(environment.config, { discovery: { warnWhenNoEntities: false } }));
    sut = new Ledger(environment.config);
    balances = new LedgerBalances(orm.em);
  });

  afterAll(async () => {
    await orm?.close();
    await environment?.dispose();
  });

  afterEach(async () => {
    expect(describeLedgerCheck(await checkLedgerInvariants(environment.sql))).toMatch(/^ledger ok/);
  });

  const inTransaction = <T>(work: (em: EntityManager) => Promise<T>) => orm.em.fork().transactional(work);

  const gift = (overrides: Partial<CardPaymentPosting> = {}): CardPaymentPosting => ({
    externalRef: `payment:${randomUUID()}`,
    kind: 'donation',
    fundraiserId: randomUUID(),
    groupId: randomUUID(),
    membershipId: randomUUID(),
    sponsorId: randomUUID(),
    buyerMembershipId: null,
    tokens: 0,
    amountCents: 10_000,
    platformFeeCents: 1000,
    processingFeeCents: 320,
    ...overrides,
  });

  const open = (payment: CardPaymentPosting, amountCents = payment.amountCents) => {
    const externalRef = `dispute:dp_${randomUUID()}`;
    return inTransaction((em) =>
      sut.recordDisputeOpened(em, { externalRef, originalRef: payment.externalRef, amountCents }),
    ).then((result) => ({ ...result, externalRef }));
  };
  const close = (disputeRef: string, outcome: 'won' | 'lost') =>
    inTransaction((em) => sut.recordDisputeClosed(em, { disputeRef, outcome }));

  const member = async (membershipId: string | null) =>
    (await balances.membershipTotals([membershipId ?? ''])).get(membershipId ?? '');
  const cardClearing = async () =>
    Number(
      (
        await environment.sql<{ balance: string }>(
          `select sum(balance) as balance from ledger_accounts where kind = 'card_clearing'`,
        )
      )[0]?.balance,
    );

  it('holds an opened dispute out of raised, net to the cause and earned tokens; a lost one ends like a refund', async () => {
    const payment = gift();
    await inTransaction((em) => sut.recordCardPayment(em, payment));
    expect(await member(payment.membershipId)).toEqual({ raisedCents: 10_000, cashEarnedCents: 0, tokens: 10 });
    const clearingBefore = await cardClearing();

    const dispute = await open(payment);
    expect(dispute.posted).toBe(true);
    expect(await balances.transparency(payment.fundraiserId)).toEqual({
      raisedCents: 0,
      platformFeeCents: -320,
      processingFeeCents: 320,
      netToCauseCents: 0,
      netToCausePercent: 100,
      disputedCents: 10_000,
      giftCount: 1,
    });
    expect(await member(payment.membershipId)).toEqual({ raisedCents: 0, cashEarnedCents: 0, tokens: 0 });
    const sponsorId = payment.sponsorId ?? '';
    expect((await balances.sponsorTotals([sponsorId])).get(sponsorId)).toEqual({ raisedCents: 0 });
    // Nothing went back to the card yet: the money is held, not returned.
    expect(await cardClearing()).toBe(clearingBefore);

    expect((await close(dispute.externalRef, 'lost')).posted).toBe(true);
    expect((await close(dispute.externalRef, 'lost')).posted).toBe(false);
    expect(await balances.transparency(payment.fundraiserId)).toMatchObject({
      raisedCents: 0,
      netToCauseCents: 0,
      disputedCents: 0,
    });
    expect(await cardClearing()).toBe(clearingBefore + 10_000);
    expect(await member(payment.membershipId)).toEqual({ raisedCents: 0, cashEarnedCents: 0, tokens: 0 });
    // What is lost counts as taken off the payment: nothing is left to refund.
    await expect(
      inTransaction((em) =>
        sut.recordRefund(em, {
          externalRef: `refund:${randomUUID()}`,
          originalRef: payment.externalRef,
          amountCents: 1,
        }),
      ),
    ).rejects.toBeInstanceOf(RefundExceedsPayment);
  });

  it('releases a won dispute, giving back the tokens except those that cover what was spent meanwhile', async () => {
    const payment = gift({ amountCents: 5000, platformFeeCents: 500 });
    await inTransaction((em) => sut.recordCardPayment(em, payment));
    const membershipId = payment.membershipId ?? '';
    await inTransaction((em) =>
      sut.spendToken(em, {
        externalRef: `spend:${randomUUID()}`,
        membershipId,
        fundraiserId: payment.fundraiserId,
        tokens: 3,
      }),
    );

    const dispute = await open(payment);
    // Two tokens taken back from the wallet, three recorded as a shortfall (already spent).
    expect(await member(membershipId)).toEqual({ raisedCents: 0, cashEarnedCents: 0, tokens: 0 });
    expect((await close(dispute.externalRef, 'won')).posted).toBe(true);

    expect(await member(membershipId)).toEqual({ raisedCents: 5000, cashEarnedCents: 0, tokens: 2 });
    expect(await balances.transparency(payment.fundraiserId)).toMatchObject({
      raisedCents: 5000,
      netToCauseCents: 4500,
      disputedCents: 0,
    });
    const [opened, won] = await environment.sql<{ earned: number; shortfall: number | null }>(
      `select (metadata->>'earnedTokens')::int as earned, (metadata->>'earnedTokensShortfall')::int as shortfall
         from ledger_transactions where external_ref like $1 order by id`,
      [`${dispute.externalRef}%`],
    );
    expect(opened).toEqual({ earned: -5, shortfall: 3 });
    expect(won?.earned).toBe(5);
  });

  it('gives purchased tokens back to the buyer when won, as many as the purchase still stands for', async () => {
    const buyerMembershipId = randomUUID();
    const payment = gift({
      kind: 'tokenPurchase',
      groupId: null,
      membershipId: null,
      sponsorId: null,
      buyerMembershipId,
      tokens: 10,
      amountCents: 2000,
      platformFeeCents: 200,
      processingFeeCents: 88,
    });
    await inTransaction((em) => sut.recordCardPayment(em, payment));
    await inTransaction((em) =>
      sut.spendToken(em, {
        externalRef: `spend:${randomUUID()}`,
        membershipId: buyerMembershipId,
        fundraiserId: payment.fundraiserId,
        tokens: 4,
      }),
    );
    const dispute = await open(payment);
    expect((await member(buyerMembershipId))?.tokens).toBe(0);
    await close(dispute.externalRef, 'won');
    expect((await member(buyerMembershipId))?.tokens).toBe(6);
  });

  it('posts each step once, refuses a closing before its opening and a second outcome', async () => {
    const payment = gift();
    const disputeRef = `dispute:dp_${randomUUID()}`;
    const opening = { externalRef: disputeRef, originalRef: payment.externalRef, amountCents: 10_000 };
    await expect(inTransaction((em) => sut.recordDisputeOpened(em, opening))).rejects.toBeInstanceOf(OriginalNotPosted);
    await inTransaction((em) => sut.recordCardPayment(em, payment));
    await expect(close(disputeRef, 'lost')).rejects.toBeInstanceOf(OriginalNotPosted);

    const results = await Promise.all(
      Array.from({ length: 5 }, () => inTransaction((em) => sut.recordDisputeOpened(em, opening))),
    );
    expect(results.filter((result) => result.posted)).toHaveLength(1);
    expect((await close(disputeRef, 'won')).posted).toBe(true);
    expect((await close(disputeRef, 'won')).posted).toBe(false);
    await expect(close(disputeRef, 'lost')).rejects.toBeInstanceOf(DisputeAlreadyClosed);
    // Released: the whole payment can be refunded again.
    const refund = await inTransaction((em) =>
      sut.recordRefund(em, {
        externalRef: `refund:${randomUUID()}`,
        originalRef: payment.externalRef,
        amountCents: 10_000,
      }),
    );
    expect(refund.posted).toBe(true);
    expect((await balances.fundraiserTotals([payment.fundraiserId])).get(payment.fundraiserId)?.raisedCents).toBe(0);
  });
});
