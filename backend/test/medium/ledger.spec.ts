import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { Ledger, type CardPaymentPosting, type PostingResult } from '../../src/modules/ledger/ledger';
import { LedgerBalances } from '../../src/modules/ledger/ledger-balances';
import { InsufficientTokens, OriginalNotPosted, RefundExceedsPayment } from '../../src/modules/ledger/ledger-errors';
import { checkLedgerInvariants, describeLedgerCheck } from '../../src/modules/ledger/ledger-invariants';
import { createOrmConfig } from '../../src/platform/database/mikro-orm.config';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';

const TOKEN_EARN_CENTS = 1000;
const repoRoot = join(__dirname, '..', '..', '..');

describe('the ledger', () => {
  let environment: TestEnvironment;
  let orm: MikroORM;
  let sut: Ledger;
  let balances: LedgerBalances;

  beforeAll(async () => {
    environment = await createTestEnvironment({
      TOKEN_EARN_CENTS: String(TOKEN_EARN_CENTS),
      DATABASE_POOL_MAX: '24', // the concurrency tests hold 20 transactions open at once
    });
    orm = await MikroORM.init(createOrmConfig(environment.config, { discovery: { warnWhenNoEntities: false } }));
    sut = new Ledger(environment.config);
    balances = new LedgerBalances(orm.em);
  });

  afterAll(async () => {
    await orm?.close();
    await environment?.dispose();
  });

  /** Each call in a transaction of its own, on its own pooled connection, as a command handler or job runs it. */
  const inTransaction = <T>(work: (em: EntityManager) => Promise<T>) => orm.em.fork().transactional(work);

  const fundraiser = () => ({ fundraiserId: randomUUID(), groupId: randomUUID(), membershipId: randomUUID() });

  const gift = (
    ids: { fundraiserId: string; groupId: string | null; membershipId: string | null },
    amountCents: number,
  ) =>
    ({
      externalRef: `payment:${randomUUID()}`,
      kind: 'donation',
      fundraiserId: ids.fundraiserId,
      groupId: ids.groupId,
      membershipId: ids.membershipId,
      sponsorId: null,
      buyerMembershipId: null,
      tokens: 0,
      amountCents,
      platformFeeCents: amountCents / 10,
      processingFeeCents: Math.min(amountCents, Math.trunc((amountCents * 29) / 1000) + 30),
    }) satisfies CardPaymentPosting;

  const purchase = (fundraiserId: string, buyerMembershipId: string, tokens: number): CardPaymentPosting => ({
    externalRef: `payment:${randomUUID()}`,
    kind: 'tokenPurchase',
    fundraiserId,
    groupId: null,
    membershipId: null,
    sponsorId: null,
    buyerMembershipId,
    tokens,
    amountCents: tokens * 200,
    platformFeeCents: tokens * 20,
    processingFeeCents: 30,
  });

  const member = async (membershipId: string) => (await balances.membershipTotals([membershipId])).get(membershipId);
  /** The platform's kinds over every fundraiser (shared by every test in this file: compare differences). */
  const platformBalances = async () => {
    const rows = await environment.sql<{ kind: string; balance: string }>(
      `select kind, sum(balance) as balance from ledger_accounts
        where kind in ('card_clearing', 'platform_fees', 'processing_fees', 'token_issuance', 'token_shortfall')
        group by kind`,
    );
    const of = (kind: string) => Number(rows.find((row) => row.kind === kind)?.balance);
    return {
      card_clearing: of('card_clearing'),
      platform_fees: of('platform_fees'),
      processing_fees: of('processing_fees'),
      token_issuance: of('token_issuance'),
      token_shortfall: of('token_shortfall'),
    };
  };
  const invariantsHold = async () => {
    const check = await checkLedgerInvariants(environment.sql);
    expect(describeLedgerCheck(check)).toMatch(/^ledger ok/);
  };

  describe('exactly once', () => {
    it('posts an external reference once; the replay answers with the same transaction and changes nothing', async () => {
      const ids = fundraiser();
      const payment = gift(ids, 2500);
      const first = await inTransaction((em) => sut.recordCardPayment(em, payment));
      const replay = await inTransaction((em) => sut.recordCardPayment(em, { ...payment, amountCents: 9900 }));

      expect(first.posted).toBe(true);
      expect(replay).toEqual({ posted: false, transactionId: first.transactionId });
      expect((await balances.fundraiserTotals([ids.fundraiserId])).get(ids.fundraiserId)).toEqual({
        raisedCents: 2500,
        directRaisedCents: 0,
        groupRaisedCents: { [ids.groupId]: 2500 },
      });
      expect(await balances.version(ids.fundraiserId)).toBe(first.transactionId);
    });

    it('posts one transaction when ten calls with the same reference race on separate connections', async () => {
      const ids = fundraiser();
      const payment = gift(ids, 5000);
      const results = await Promise.all(
        Array.from({ length: 10 }, () => inTransaction((em) => sut.recordCardPayment(em, payment))),
      );

      expect(results.filter((result) => result.posted)).toHaveLength(1);
      expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
      expect(
        await environment.sql('select id from ledger_transactions where external_ref = $1', [payment.externalRef]),
      ).toHaveLength(1);
      expect(await member(ids.membershipId)).toEqual({ raisedCents: 5000, cashEarnedCents: 0, tokens: 5 });
      await invariantsHold();
    });

    it('joins the caller’s transaction: a rollback leaves no trace and the reference can be posted again', async () => {
      const ids = fundraiser();
      const payment = gift(ids, 1500);
      await expect(
        inTransaction(async (em) => {
          await sut.recordCardPayment(em, payment);
          throw new Error('the handler failed after posting');
        }),
      ).rejects.toThrow('the handler failed after posting');
      expect((await balances.fundraiserTotals([ids.fundraiserId])).get(ids.fundraiserId)?.raisedCents).toBe(0);

      expect((await inTransaction((em) => sut.recordCardPayment(em, payment))).posted).toBe(true);
    });
  });

  describe('refunds', () => {
    it('reverse a card gift: attributions and cause go back, Stripe keeps its fee, the books still balance', async () => {
      const ids = fundraiser();
      const sponsorId = randomUUID();
      const payment = { ...gift(ids, 10_000), sponsorId, processingFeeCents: 320 };
      const before = await platformBalances();
      await inTransaction((em) => sut.recordCardPayment(em, payment));
      expect(await balances.transparency(ids.fundraiserId)).toEqual({
        raisedCents: 10_000,
        platformFeeCents: 680,
        processingFeeCents: 320,
        netToCauseCents: 9000,
        netToCausePercent: 90,
        disputedCents: 0,
        giftCount: 1,
      });

      const refund = await inTransaction((em) =>
        sut.recordRefund(em, {
          externalRef: `refund:${randomUUID()}`,
          originalRef: payment.externalRef,
          amountCents: 10_000,
        }),
      );
      expect(refund.posted).toBe(true);
      expect(await balances.transparency(ids.fundraiserId)).toEqual({
        raisedCents: 0,
        platformFeeCents: -320,
        processingFeeCents: 320,
        netToCauseCents: 0,
        netToCausePercent: 100,
        disputedCents: 0,
        giftCount: 1,
      });
      expect(await member(ids.membershipId)).toEqual({ raisedCents: 0, cashEarnedCents: 0, tokens: 0 });
      expect((await balances.sponsorTotals([sponsorId])).get(sponsorId)).toEqual({ raisedCents: 0 });
      const after = await platformBalances();
      expect(after.card_clearing - before.card_clearing).toBe(0);
      expect(after.processing_fees - before.processing_fees).toBe(320);
      expect(after.platform_fees - before.platform_fees).toBe(-320);
      // The reversal is new entries; the gift's entries are still there.
      const entries = await environment.sql<{ kind: string; n: string }>(
        `select t.kind, count(*) as n from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
          where t.fundraiser_id = $1 group by t.kind order by t.kind`,
        [ids.fundraiserId],
      );
      expect(entries.map((row) => row.kind)).toEqual(['donation', 'refund']);
      expect(await balances.version(ids.fundraiserId)).toBe(refund.transactionId);
      await invariantsHold();
    });

    it('give back the fee in proportion over partial refunds and refuse to refund more than is left', async () => {
      const ids = fundraiser();
      const payment = { ...gift(ids, 1000), platformFeeCents: 100 };
      await inTransaction((em) => sut.recordCardPayment(em, payment));
      const refund = (amountCents: number) =>
        inTransaction((em) =>
          sut.recordRefund(em, {
            externalRef: `refund:${randomUUID()}`,
            originalRef: payment.externalRef,
            amountCents,
          }),
        );
      await refund(333);
      await refund(333);
      await expect(refund(335)).rejects.toBeInstanceOf(RefundExceedsPayment);
      await refund(334);

      const transparency = await balances.transparency(ids.fundraiserId);
      expect(transparency.raisedCents).toBe(0);
      expect(transparency.netToCauseCents).toBe(0);
      expect(transparency.platformFeeCents).toBe(-payment.processingFeeCents);
      const feeShares = await environment.sql<{ fee: number }>(
        `select (metadata->>'feeShareCents')::int as fee from ledger_transactions
          where fundraiser_id = $1 and kind = 'refund' order by id`,
        [ids.fundraiserId],
      );
      expect(feeShares.map((row) => row.fee)).toEqual([33, 33, 34]);
    });

    it('refuse a refund whose payment is not posted yet, writing nothing, and apply it once the payment is', async () => {
      const ids = fundraiser();
      const payment = gift(ids, 2000);
      const refund = { externalRef: `refund:${randomUUID()}`, originalRef: payment.externalRef, amountCents: 2000 };
      await expect(inTransaction((em) => sut.recordRefund(em, refund))).rejects.toBeInstanceOf(OriginalNotPosted);
      expect(
        await environment.sql('select id from ledger_transactions where external_ref = $1', [refund.externalRef]),
      ).toHaveLength(0);

      // The fulfilment job posts the success first, then the refund, in one transaction.
      await inTransaction(async (em) => {
        await sut.recordCardPayment(em, payment);
        await sut.recordRefund(em, refund);
      });
      const replay = await inTransaction((em) => sut.recordRefund(em, refund));
      expect(replay.posted).toBe(false);
      expect((await balances.fundraiserTotals([ids.fundraiserId])).get(ids.fundraiserId)?.raisedCents).toBe(0);
    });

    it('take back unspent purchased tokens, record the spent ones as a shortfall and never go negative', async () => {
      const fundraiserId = randomUUID();
      const buyer = randomUUID();
      const friend = randomUUID();
      const bought = purchase(fundraiserId, buyer, 10);
      await inTransaction((em) => sut.recordCardPayment(em, bought));
      await inTransaction((em) =>
        sut.spendToken(em, { externalRef: `spend:${randomUUID()}`, membershipId: buyer, fundraiserId, tokens: 4 }),
      );
      await inTransaction((em) =>
        sut.transferTokens(em, {
          externalRef: `share:${randomUUID()}`,
          fromMembershipId: buyer,
          toMembershipId: friend,
          tokens: 3,
        }),
      );
      expect((await member(buyer))?.tokens).toBe(3);
      const before = await platformBalances();

      // Half refunded: 5 tokens to take back, 3 in the wallet.
      await inTransaction((em) =>
        sut.recordRefund(em, {
          externalRef: `refund:${randomUUID()}`,
          originalRef: bought.externalRef,
          amountCents: 1000,
        }),
      );
      expect((await member(buyer))?.tokens).toBe(0);
      let after = await platformBalances();
      expect(after.token_shortfall - before.token_shortfall).toBe(-2);
      expect(after.token_issuance - before.token_issuance).toBe(5);

      // The other half: 5 more, none left in the wallet; the friend keeps what was shared.
      await inTransaction((em) =>
        sut.recordRefund(em, {
          externalRef: `refund:${randomUUID()}`,
          originalRef: bought.externalRef,
          amountCents: 1000,
        }),
      );
      after = await platformBalances();
      expect((await member(buyer))?.tokens).toBe(0);
      expect((await member(friend))?.tokens).toBe(3);
      expect(after.token_shortfall - before.token_shortfall).toBe(-7);
      expect(after.token_issuance - before.token_issuance).toBe(10);
      await invariantsHold();
    });
  });

  describe('tokens', () => {
    it('lets exactly 5 of 20 concurrent transfers of one token out of a wallet holding 5 succeed', async () => {
      const fundraiserId = randomUUID();
      const sender = randomUUID();
      const receivers = Array.from({ length: 4 }, () => randomUUID());
      await inTransaction((em) => sut.recordCardPayment(em, purchase(fundraiserId, sender, 5)));

      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, (_, index) =>
          inTransaction((em) =>
            sut.transferTokens(em, {
              externalRef: `share:${randomUUID()}`,
              fromMembershipId: sender,
              toMembershipId: receivers[index % receivers.length] as string,
              tokens: 1,
            }),
          ),
        ),
      );

      const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
      expect(succeeded).toHaveLength(5);
      expect(refused).toHaveLength(15);
      expect(refused.every((reason) => reason instanceof InsufficientTokens)).toBe(true);
      expect(refused[0]).toMatchObject({ message: 'Not enough tokens to share!', kind: 'conflict' });
      const totals = await balances.membershipTotals([sender, ...receivers]);
      expect(totals.get(sender)?.tokens).toBe(0);
      expect(receivers.reduce((sum, id) => sum + (totals.get(id)?.tokens ?? 0), 0)).toBe(5);
      await invariantsHold();
    });

    it('answers a replayed transfer as posted even when the wallet is now empty', async () => {
      const fundraiserId = randomUUID();
      const [sender, receiver] = [randomUUID(), randomUUID()];
      await inTransaction((em) => sut.recordCardPayment(em, purchase(fundraiserId, sender, 2)));
      const transfer = {
        externalRef: `share:${randomUUID()}`,
        fromMembershipId: sender,
        toMembershipId: receiver,
        tokens: 2,
      };
      const first = await inTransaction((em) => sut.transferTokens(em, transfer));
      const replay = await inTransaction((em) => sut.transferTokens(em, transfer));
      expect(replay).toEqual<PostingResult>({ posted: false, transactionId: first.transactionId });
      await expect(
        inTransaction((em) =>
          sut.spendToken(em, { externalRef: `spend:${randomUUID()}`, membershipId: sender, fundraiserId }),
        ),
      ).rejects.toMatchObject({ name: 'InsufficientTokens', message: 'You do not have any tokens!' });
    });

    it('mints an earned token at each TOKEN_EARN_CENTS boundary of a participant’s raise and takes them back on refund', async () => {
      const ids = fundraiser();
      const post = (amountCents: number) => {
        const payment = gift(ids, amountCents);
        return inTransaction((em) => sut.recordCardPayment(em, payment)).then(() => payment);
      };
      await post(TOKEN_EARN_CENTS - 10);
      expect(await member(ids.membershipId)).toEqual({ raisedCents: 990, cashEarnedCents: 0, tokens: 0 });
      await post(10);
      expect((await member(ids.membershipId))?.tokens).toBe(1);
      const big = await post(2500);
      expect((await member(ids.membershipId))?.tokens).toBe(3);
      await inTransaction((em) =>
        sut.recordManualDonation(em, { externalRef: `manual:${randomUUID()}`, ...ids, amountCents: 600 }),
      );
      expect(await member(ids.membershipId)).toEqual({ raisedCents: 4100, cashEarnedCents: 600, tokens: 4 });

      // Two tokens are spent; refunding the 2,500 gift drops the raise to 1,600: 3 tokens to take back, 2 held.
      await inTransaction((em) =>
        sut.spendToken(em, {
          externalRef: `spend:${randomUUID()}`,
          membershipId: ids.membershipId,
          fundraiserId: ids.fundraiserId,
          tokens: 2,
        }),
      );
      const before = await platformBalances();
      await inTransaction((em) =>
        sut.recordRefund(em, {
          externalRef: `refund:${randomUUID()}`,
          originalRef: big.externalRef,
          amountCents: 2500,
        }),
      );
      expect(await member(ids.membershipId)).toEqual({ raisedCents: 1600, cashEarnedCents: 600, tokens: 0 });
      const after = await platformBalances();
      expect(after.token_shortfall - before.token_shortfall).toBe(-1);
      expect(after.token_issuance - before.token_issuance).toBe(3);
      await invariantsHold();
    });
  });

  describe('the database', () => {
    it('refuses to rewrite history and to take a wallet below zero, whoever writes', async () => {
      const ids = fundraiser();
      await inTransaction((em) => sut.recordCardPayment(em, gift(ids, 1000)));
      await expect(environment.sql('update ledger_entries set amount = amount + 1')).rejects.toThrow(/append-only/);
      await expect(environment.sql('delete from ledger_transactions')).rejects.toThrow(/append-only/);
      await expect(
        environment.sql(`update ledger_accounts set balance = -1 where owner_id = $1 and kind = 'wallet'`, [
          `membership:${ids.membershipId}`,
        ]),
      ).rejects.toThrow(/ledger_accounts_never_negative/);
      await expect(
        environment.sql(
          `insert into ledger_accounts (asset, kind, owner_id, may_go_negative) values ('TOKEN', 'wallet', 'membership:x', true)`,
        ),
      ).rejects.toThrow(/ledger_accounts_chart/);
    });

    it('scripts/check-ledger.ts passes a sound ledger and reports a broken one with exit code 1', async () => {
      const run = (databaseUrl: string) =>
        promisify(execFile)(process.execPath, [require.resolve('tsx/cli'), 'scripts/check-ledger.ts'], {
          cwd: repoRoot,
          env: { ...process.env, DATABASE_URL: databaseUrl },
        });
      const sound = await run(environment.env.DATABASE_URL as string);
      expect(sound.stdout).toMatch(/^ledger ok: \d+ invariants hold over \d+ transactions/);

      // A cached balance changed behind the ledger's back (accounts are not append-only; entries are).
      const [wallet] = await environment.sql<{ id: string }>(
        `select id from ledger_accounts where kind = 'wallet' and balance > 0 order by id limit 1`,
      );
      await environment.sql('update ledger_accounts set balance = balance + 1 where id = $1', [wallet?.id]);
      try {
        const broken = await run(environment.env.DATABASE_URL as string).then(
          () => null,
          (error: { code: number; stderr: string }) => error,
        );
        expect(broken?.code).toBe(1);
        expect(broken?.stderr).toContain('✗ every cached balance equals the sum of its entries: 1 row(s)');
        expect(broken?.stderr).toContain(`"account_id":"${wallet?.id}"`);
      } finally {
        await environment.sql('update ledger_accounts set balance = balance - 1 where id = $1', [wallet?.id]);
      }
    });
  });
});
