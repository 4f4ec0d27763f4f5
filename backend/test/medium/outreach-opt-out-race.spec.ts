import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../../src/app.module';
import { ConsentRegistry } from '../../src/modules/outreach/consent/consent-registry';
import { DeliverOutreachMessageJob } from '../../src/modules/outreach/sending/jobs/deliver-outreach-message.job';
import { uniqueEmail } from '../support/identity-helpers';
import { insertOutreachMessage } from '../support/outreach-message-helpers';
import { insertOutreachScene, type OutreachScene } from '../support/outreach-scene';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';

interface MessageOutcome {
  id: string;
  status: string;
  claimed_at: Date | null;
  handed_over: boolean;
}

/**
 * An opt-out racing the delivery of messages to the same address. The claim (in the transaction that holds the
 * address's consent row) is where the two are ordered: a message claimed before the opt-out committed may go out; no
 * message is claimed (and so none is handed to a transport) after it.
 */
describe('opting out while messages to the address are being delivered', () => {
  let environment: TestEnvironment;
  /** Where the jobs run (the worker's role). */
  let app: INestApplicationContext;
  /** Where the opt-out arrives (the API's role): its own connection pool, as in production. */
  let api: INestApplicationContext;
  let scene: OutreachScene;

  beforeAll(async () => {
    environment = await createTestEnvironment();
    app = await NestFactory.createApplicationContext(AppModule.forRoot(environment.config), {
      logger: false,
      abortOnError: false,
    });
    api = await NestFactory.createApplicationContext(AppModule.forRoot(environment.config), {
      logger: false,
      abortOnError: false,
    });
    scene = await insertOutreachScene(environment);
  });

  afterAll(async () => {
    await api?.close();
    await app?.close();
    await environment?.dispose();
  });

  async function queuedMessages(address: string, count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const { id } = await insertOutreachMessage(environment, {
        fundraiserId: scene.fundraiserId,
        senderAccountId: scene.participantId,
        channel: 'email',
        address,
        status: 'queued',
      });
      ids.push(id);
    }
    return ids;
  }

  const deliver = (messageId: string) => app.get(DeliverOutreachMessageJob).handle({ messageId });
  const optOut = (address: string) => api.get(ConsentRegistry).setSubscribed('email', address, false, 'one-click');

  /** Delivers every message, `concurrency` at a time, as one worker's queue would. */
  async function deliverAll(ids: string[], concurrency: number): Promise<void> {
    const pending = [...ids];
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let id = pending.shift(); id !== undefined; id = pending.shift()) await deliver(id);
      }),
    );
  }

  /** Each message's end state, and whether it reached the transport (the dev mailbox holds it). */
  async function outcomes(ids: string[]): Promise<MessageOutcome[]> {
    return environment.sql<MessageOutcome>(
      `select m.id, m.status, m.claimed_at,
              exists (select 1 from dev_mailbox_messages d where d.idempotency_key = 'outreach:' || m.id) as handed_over
         from outreach_messages m where m.id = any($1::uuid[])`,
      [ids],
    );
  }

  async function optedOutAt(address: string): Promise<Date> {
    const [row] = await environment.sql<{ subscribed: boolean; changed_at: Date | null }>(
      `select subscribed, changed_at from outreach_consents where channel = 'email' and address = $1`,
      [address],
    );
    expect(row?.subscribed).toBe(false);
    if (!row?.changed_at) throw new Error('no opt-out time');
    return row.changed_at;
  }

  /** The invariant: handed over exactly when delivered, and then claimed before the opt-out; else opted out. */
  function expectOrdered(results: MessageOutcome[], optOutTime: Date) {
    for (const result of results) {
      expect(['delivered', 'opted_out']).toContain(result.status);
      expect(result.handed_over).toBe(result.status === 'delivered');
      if (result.status === 'delivered') {
        expect(result.claimed_at).not.toBeNull();
        expect(new Date(result.claimed_at ?? 0).getTime()).toBeLessThan(optOutTime.getTime());
      } else {
        expect(result.claimed_at).toBeNull();
      }
    }
  }

  it('sends what was claimed before the opt-out and nothing after it', async () => {
    const address = uniqueEmail('ordered');
    const ids = await queuedMessages(address, 8);
    for (const id of ids.slice(0, 3)) await deliver(id);
    await optOut(address);
    for (const id of ids.slice(3)) await deliver(id);

    const results = await outcomes(ids);
    expectOrdered(results, await optedOutAt(address));
    expect(
      results
        .filter((result) => result.status === 'delivered')
        .map((result) => result.id)
        .sort(),
    ).toEqual(ids.slice(0, 3).sort());
  });

  it('keeps that order when the opt-out lands in the middle of concurrent deliveries', async () => {
    const totals = { delivered: 0, optedOut: 0 };
    for (const delayMs of [0, 5, 10, 20, 40]) {
      const address = uniqueEmail(`race-${delayMs}`);
      const ids = await queuedMessages(address, 30);
      const optingOut = new Promise<void>((resolve, reject) => {
        setTimeout(() => optOut(address).then(resolve, reject), delayMs);
      });
      await Promise.all([deliverAll(ids, 5), optingOut]);

      const results = await outcomes(ids);
      expectOrdered(results, await optedOutAt(address));
      totals.delivered += results.filter((result) => result.status === 'delivered').length;
      totals.optedOut += results.filter((result) => result.status === 'opted_out').length;
    }
    // Both sides of the race happened (else this spec would prove nothing).
    expect(totals.delivered).toBeGreaterThan(0);
    expect(totals.optedOut).toBeGreaterThan(0);
  });

  it('delivers a message once however many times its job runs at once', async () => {
    const address = uniqueEmail('twice');
    const [id] = await queuedMessages(address, 1);
    if (!id) throw new Error('no message');
    await Promise.all([deliver(id), deliver(id), deliver(id)]);
    expect(await outcomes([id])).toMatchObject([{ status: 'delivered', handed_over: true }]);
    expect(
      await environment.sql('select id from dev_mailbox_messages where idempotency_key = $1', [`outreach:${id}`]),
    ).toHaveLength(1);
  });
});
