/**
 * Outreach sends: how long a participant waits for "Send Email" to 200 contacts (the most one send may name), and
 * how fast the pipeline behind it delivers them: the send's one transaction (a row per message, each planned under
 * the limits, and an outbox event per due message), the relay, BullMQ's `outreach` queue, and the delivery job
 * (consent row locked, message claimed, sent through the Messenger to the dev mailbox, marked delivered).
 *
 * - An adult participant of the demo fundraiser (the demo student is a minor, who may import only 50 contacts at
 *   once) with a referral link imports `ROUNDS × 200` contacts, then sends one email to each 200 in turn, each round
 *   to new people (the 48-hour spacing would hold a second email to the same person back).
 * - Figures: the send request's latency per round (p50, max) and the messages delivered per second from the first
 *   send until every message of the run is `delivered`, with the worker's CPU time per message.
 * - The demo fundraiser is moved to a zone where it is midday, so quiet hours never hold the run back, and the
 *   daily cap is raised for it (OUTREACH_DAILY_CAP).
 *
 * No target is set by issue #11; the figures are for comparison between changes. The load average is printed
 * beside them: on a shared 2-core machine, other work moves them.
 *
 * `npm run build`, then `npx tsx scripts/bench/outreach-send.ts [rounds = 5]`.
 */
import {
  routeTable,
  type ApiResponse,
  type Contact,
  type ImportResult,
  type OutreachSendResult,
} from '@fundplay/contracts';
import { call } from './lib/demo-app';
import { addCompetitors, withCompeteApp, type CompeteApp } from './lib/compete-app';
import { cpuMs, fixed, latencies, loadNow, machine } from './lib/figures';

const ROUNDS = Number(process.argv[2] ?? 5);
const PER_SEND = 200;

/** A fixed-offset zone where it is about noon now (Etc/GMT zones have the POSIX sign). */
function middayZone(now = new Date()): string {
  const offset = 12 - now.getUTCHours();
  return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

async function importContacts(app: CompeteApp, token: string, count: number): Promise<Contact[]> {
  const contacts: Contact[] = [];
  for (let first = 0; first < count; first += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - first) }, (_, index) => ({
      fullName: `Bench Contact ${first + index}`,
      email: `bench-contact-${first + index}@example.com`,
      phoneNumber: '',
    }));
    const imported = await call<ApiResponse<ImportResult>>(app.apiUrls[0] as string, routeTable.importContacts.path, {
      body: { rows },
      token,
    });
    contacts.push(...imported.data.contacts);
  }
  return contacts;
}

async function delivered(app: CompeteApp, senderId: string): Promise<number> {
  const { rows } = await app.pool.query<{ count: string }>(
    `select count(*) from outreach_messages where sender_account_id = $1 and status = 'delivered'`,
    [senderId],
  );
  return Number(rows[0]?.count ?? 0);
}

async function main() {
  await withCompeteApp(
    { database: 'bench_outreach', apis: 1, env: { OUTREACH_DAILY_CAP: String(ROUNDS * PER_SEND * 2) } },
    async (app) => {
      await app.pool.query('update fundraisers set time_zone = $1 where id = $2', [
        middayZone(),
        app.demo.fundraiserId,
      ]);
      const [sender] = await addCompetitors(app, 1, 0);
      if (!sender) throw new Error('no participant was added');
      await call(app.apiUrls[0] as string, routeTable.generateParticipantGroupDonationLink.path, {
        method: 'PUT',
        body: { groupId: app.demo.groupIds[0] },
        token: sender.token,
      });
      const contacts = await importContacts(app, sender.token, ROUNDS * PER_SEND);
      const before = await delivered(app, sender.accountId);
      const workerCpuBefore = cpuMs(app.worker.child.pid);

      const sendMs: number[] = [];
      const started = performance.now();
      for (let round = 0; round < ROUNDS; round++) {
        const recipients = contacts
          .slice(round * PER_SEND, (round + 1) * PER_SEND)
          .map((contact) => ({ kind: 'contact' as const, id: contact._id }));
        const sentAt = performance.now();
        const answer = await call<ApiResponse<OutreachSendResult>>(
          app.apiUrls[0] as string,
          routeTable.sendOutreachMessages.path,
          { body: { fundRaiserId: app.demo.fundraiserId, channel: 'email', recipients }, token: sender.token },
        );
        sendMs.push(performance.now() - sentAt);
        if (answer.data.counts.queued !== PER_SEND) {
          throw new Error(`round ${round}: ${JSON.stringify(answer.data.counts)} (expected ${PER_SEND} queued)`);
        }
      }
      const total = ROUNDS * PER_SEND;
      while ((await delivered(app, sender.accountId)) - before < total) {
        if (performance.now() - started > 300_000) throw new Error('not every message was delivered in 5 minutes');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const seconds = (performance.now() - started) / 1000;
      const workerCpu = cpuMs(app.worker.child.pid) - workerCpuBefore;
      const send = latencies(sendMs);

      console.log(`machine: ${machine()}, load ${loadNow()}`);
      console.log(`send of ${PER_SEND} emails: p50 ${fixed(send.p50)} ms, max ${fixed(send.max)} ms (${ROUNDS} sends)`);
      console.log(
        `delivered ${total} emails to the dev mailbox in ${fixed(seconds, 2)} s: ${fixed(total / seconds)} messages/s, ` +
          `worker CPU ${fixed(workerCpu / total, 2)} ms per message`,
      );
    },
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
