import { randomUUID } from 'node:crypto';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { Ledger, type CardPaymentPosting } from '../../src/modules/ledger/ledger';
import { checkLedgerInvariants, describeLedgerCheck } from '../../src/modules/ledger/ledger-invariants';
import { createOrmConfig } from '../../src/platform/database/mikro-orm.config';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';

/**
 * Issue #22: no posting locks a row that another fundraiser's postings lock. One fundraiser's gift and compete spend
 * stay uncommitted (their locks held) while another fundraiser's gift, token purchase, refund and spend each must
 * complete. A posting that would wait instead fails fast on `lock_timeout`, so the test fails rather than hangs; the
 * same postings for the held fundraiser do wait, which shows the check can fail.
 */
describe('postings of different fundraisers', () => {
  let environment: TestEnvironment;
  let orm: MikroORM;
  let sut: Ledger;

  beforeAll(async () => {
    environment = await createTestEnvironment();
    orm = await MikroORM.init(createOrmConfig(environment.config, { discovery: { warnWhenNoEntities: false } }));
    sut = new Ledger(environment.config);
  });

  afterAll(async () => {
    await orm?.close();
    await environment?.dispose();
  });

  /** A transaction of its own that gives up on any lock it would wait for more than a moment. */
  const impatiently = <T>(work: (em: EntityManager) => Promise<T>) =>
    orm.em.fork().transactional(async (em) => {
      await em.execute(`set local lock_timeout = '2s'`);
      return work(em);
    });

  const scene = () => ({ fundraiserId: randomUUID(), groupId: randomUUID(), membershipId: randomUUID() });
  const gift = (ids: ReturnType<typeof scene>, amountCents = 2500): CardPaymentPosting => ({
    externalRef: `payment:${randomUUID()}`,
    kind: 'donation',
    ...ids,
    sponsorId: null,
    buyerMembershipId: null,
    tokens: 0,
    amountCents,
    platformFeeCents: amountCents / 10,
    processingFeeCents: 103,
  });
  const purchase = (ids: ReturnType<typeof scene>, tokens: number): CardPaymentPosting => ({
    ...gift(ids, tokens * 250),
    kind: 'tokenPurchase',
    membershipId: null,
    buyerMembershipId: ids.membershipId,
    tokens,
  });

  /** Runs `whileHeld` while a transaction of `held` has posted a gift and a compete spend and not committed. */
  async function whileLocked(held: ReturnType<typeof scene>, whileHeld: () => Promise<void>): Promise<void> {
    const bought = purchase(held, 5);
    await orm.em.fork().transactional((em) => sut.recordCardPayment(em, bought));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const transaction = orm.em.fork().transactional(async (em) => {
      await sut.recordCardPayment(em, gift(held));
      await sut.spendToken(em, {
        externalRef: `run:${randomUUID()}`,
        membershipId: held.membershipId,
        fundraiserId: held.fundraiserId,
      });
      locked();
      await released;
      throw new Error('rolled back on purpose');
    });
    try {
      await holding;
      await whileHeld();
    } finally {
      release();
      await expect(transaction).rejects.toThrow('rolled back on purpose');
    }
  }

  it('never wait on each other: gifts, purchases, refunds and compete spends of another fundraiser go through', async () => {
    const held = scene();
    const other = scene();
    await whileLocked(held, async () => {
      const bought = purchase(other, 4);
      await impatiently((em) => sut.recordCardPayment(em, bought));
      const given = gift(other);
      await impatiently((em) => sut.recordCardPayment(em, given));
      await impatiently((em) =>
        sut.recordRefund(em, {
          externalRef: `refund:${randomUUID()}`,
          originalRef: given.externalRef,
          amountCents: 500,
        }),
      );
      await impatiently((em) =>
        sut.recordManualDonation(em, { externalRef: `manual:${randomUUID()}`, ...other, amountCents: 1200 }),
      );
      await impatiently((em) =>
        sut.spendToken(em, {
          externalRef: `run:${randomUUID()}`,
          membershipId: other.membershipId,
          fundraiserId: other.fundraiserId,
        }),
      );
    });
    expect(describeLedgerCheck(await checkLedgerInvariants(environment.sql))).toMatch(/^ledger ok/);
  });

  it('do wait within one fundraiser, whose accounts the held postings lock', async () => {
    const held = scene();
    const teammate = { ...held, membershipId: randomUUID() };
    await whileLocked(held, async () => {
      await expect(impatiently((em) => sut.recordCardPayment(em, gift(teammate)))).rejects.toThrow(/lock timeout/);
    });
  });
});
