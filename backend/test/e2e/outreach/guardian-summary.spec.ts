import { GuardianSummaryJob } from '../../../src/modules/outreach/guardian-summary/guardian-summary.job';
import { createFundraiser, signedInPrimaryAdmin } from '../../support/fundraiser-helpers';
import { insertAccount, uniqueEmail } from '../../support/identity-helpers';
import { insertOutreachMessage } from '../../support/outreach-message-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';

const DAY_MS = 86_400_000;
/** A Thursday in ISO week 2026-W48; the job runs with this clock. */
const now = new Date('2026-11-26T12:00:00Z');
const daysBefore = (days: number) => new Date(now.getTime() - days * DAY_MS);

describe("a minor's guardian gets a weekly summary of the outreach sent in the child's name", () => {
  let app: TestApp;
  let fundraiserId: string;
  let otherFundraiserId: string;

  const env = () => app.environment;
  const job = () => app.app.get(GuardianSummaryJob);

  /** A participant born in `birthYear` (January), with this guardian email (or none). */
  async function participant(firstName: string, birthYear: number, guardianEmail: string | null) {
    const account = await insertAccount(env(), { role: 'participant' });
    await env().sql(
      `update accounts set first_name = $2, last_name = 'Lee', birth_month = 1, birth_year = $3,
              is_guardian = $4::text is not null, guardian_email = $4::text where id = $1`,
      [account.id, firstName, birthYear, guardianEmail],
    );
    return account;
  }

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: 'off' }, { worker: false });
    const admin = await signedInPrimaryAdmin(env(), app.app);
    fundraiserId = (
      await createFundraiser(app.client, admin.token, { fundRaisingName: 'Maple Run', timeZone: 'America/New_York' })
    )._id;
    otherFundraiserId = (
      await createFundraiser(app.client, admin.token, { fundRaisingName: 'Elm Walk', timeZone: 'America/Los_Angeles' })
    )._id;
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('lists what the child sent this week, to whom, when and how it stands, once a week', async () => {
    const guardian = uniqueEmail('guardian');
    const sam = await participant('Sam', 2011, guardian);
    await insertOutreachMessage(env(), {
      fundraiserId,
      senderAccountId: sam.id,
      recipientName: 'Grandma Rose',
      status: 'delivered',
      createdAt: new Date('2026-11-24T15:04:00Z'),
    });
    await insertOutreachMessage(env(), {
      fundraiserId: otherFundraiserId,
      senderAccountId: sam.id,
      recipientName: 'Uncle Bob',
      channel: 'sms',
      status: 'scheduled',
      createdAt: new Date('2026-11-25T20:30:00Z'),
    });
    // Ten days ago: last week's summary told of it.
    await insertOutreachMessage(env(), {
      fundraiserId,
      senderAccountId: sam.id,
      recipientName: 'Aunt May',
      createdAt: daysBefore(10),
    });

    const first = await job().summarise(now);
    expect(first).toMatchObject({ week: '2026-W48' });
    expect(first.sent).toContain(sam.id);
    const mails = await app.client.mailbox(guardian);
    expect(mails).toHaveLength(1);
    const [summary] = mails;
    expect(summary?.subject).toBe('What Sam sent with FundPlay this week');
    expect(summary?.body).toContain('In the last 7 days, Sam sent 1 email and 1 text through FundPlay');
    // Each time in its fundraiser's zone, named.
    expect(summary?.body).toContain('- Nov 24, 2026, 10:04 AM EST: Email to Grandma Rose, Delivered (Maple Run)');
    expect(summary?.body).toContain('- Nov 25, 2026, 12:30 PM PST: Text to Uncle Bob, Scheduled (Elm Walk)');
    expect(summary?.body).not.toContain('Aunt May');

    // The next day's run, and a retried one, are in the same ISO week: nothing more is sent.
    expect((await job().summarise(new Date(now.getTime() + DAY_MS))).sent).not.toContain(sam.id);
    expect((await job().summarise(now)).sent).not.toContain(sam.id);
    expect(await app.client.mailbox(guardian)).toHaveLength(1);

    // A week later, with something new sent, comes the next summary.
    await insertOutreachMessage(env(), {
      fundraiserId,
      senderAccountId: sam.id,
      recipientName: 'Coach Kim',
      createdAt: new Date(now.getTime() + 5 * DAY_MS),
    });
    const nextWeek = await job().summarise(new Date(now.getTime() + 7 * DAY_MS));
    expect(nextWeek).toMatchObject({ week: '2026-W49' });
    expect(nextWeek.sent).toContain(sam.id);
    const [latest] = await app.client.mailbox(guardian);
    expect(latest?.body).toContain('Email to Coach Kim');
    expect(latest?.body).not.toContain('Grandma Rose');
  });

  it('writes to no one for adults, minors without a guardian email, or a quiet week', async () => {
    const adultsGuardian = uniqueEmail('adult-guardian');
    const adult = await participant('Alex', 1990, adultsGuardian);
    const noGuardian = await participant('Noa', 2012, null);
    const quietGuardian = uniqueEmail('quiet-guardian');
    const quiet = await participant('Quinn', 2012, quietGuardian);
    for (const senderAccountId of [adult.id, noGuardian.id]) {
      await insertOutreachMessage(env(), { fundraiserId, senderAccountId, createdAt: daysBefore(1) });
    }
    await insertOutreachMessage(env(), { fundraiserId, senderAccountId: quiet.id, createdAt: daysBefore(8) });

    const report = await job().summarise(now);
    expect(report.sent).not.toContain(adult.id);
    expect(report.sent).not.toContain(noGuardian.id);
    expect(report.sent).not.toContain(quiet.id);
    expect(await app.client.mailbox(adultsGuardian)).toEqual([]);
    expect(await app.client.mailbox(quietGuardian)).toEqual([]);
  });
});
