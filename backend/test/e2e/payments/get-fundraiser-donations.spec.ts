import { randomUUID } from 'node:crypto';
import { platformFeeCents, routeTable, type DonationRow, type FundraiserTransparency } from '@fundplay/contracts';
import type Stripe from 'stripe';
import { localDateTime } from '../../../src/modules/payments/domain/csv';
import {
  createFundraiser,
  createGroups,
  insertParticipantMember,
  moveStartIntoPast,
  sessionFor,
  signedInPrimaryAdmin,
  signedInSecondaryAdmin,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import { sandboxStripe, startDonation, verifiedPayoutAccount } from '../../support/payment-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';
import { eventually } from '../../support/test-environment';

const paths = {
  add: routeTable.addManualDonation.path,
  donations: routeTable.getFundraiserDonations.path,
  exportDonations: routeTable.exportDonations.path,
  exportTotals: routeTable.exportParticipantTotals.path,
  transparency: routeTable.getTransparency.path,
  referral: routeTable.generateParticipantGroupDonationLink.path,
};

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/** One token per $5 in this file (TOKEN_EARN_CENTS), so earned tokens show with small amounts. */
const TOKEN_EARN_CENTS = 500;

/**
 * Use cases: payments/queries/get-fundraiser-donations (the gifts list and its CSV exports) and get-transparency.
 */
describe('the gifts of a fundraiser: list, CSV exports and transparency', () => {
  let app: TestApp;
  let stripe: InstanceType<typeof Stripe>;
  let primary: SignedInAccount;
  let goalSetter: SignedInAccount; // changeGoalsAndCause: a fundraiser admin
  let plain: SignedInAccount; // no privileges; the Gold Team's own admin
  let stranger: SignedInAccount;

  const client = () => app.client;
  const env = () => app.environment;

  /** A running fundraiser with a Blue and a Gold group (Gold run by `plain`) and a participant in each. */
  async function runningFundraiser(name = `Spring Fair ${randomUUID().slice(0, 6)}`) {
    const fundraiser = await createFundraiser(client(), primary.token, { fundRaisingName: name });
    const [blue, gold] = await createGroups(client(), primary.token, fundraiser._id, [
      { groupName: 'Blue Team' },
      { groupName: 'Gold Team', adminEmail: plain.email },
    ]);
    await moveStartIntoPast(env(), fundraiser._id);
    const blueMember = await insertParticipantMember(env(), fundraiser._id, { groupId: blue?._id });
    const goldMember = await insertParticipantMember(env(), fundraiser._id, { groupId: gold?._id });
    return {
      fundraiser,
      blue: blue?._id as string,
      gold: gold?._id as string,
      blueMember: { ...blueMember, token: await sessionFor(app.app, blueMember.id) },
      goldMember,
    };
  }

  const addFunds = (token: string, body: Record<string, unknown>) => client().post(paths.add, body, token);

  async function download(path: string, token: string) {
    const response = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { response, text: await response.text() };
  }

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: 'off', TOKEN_EARN_CENTS: String(TOKEN_EARN_CENTS) });
    stripe = sandboxStripe(env().config);
    primary = await signedInPrimaryAdmin(env(), app.app);
    goalSetter = await signedInSecondaryAdmin(env(), app.app, primary.id, { changeGoalsAndCause: true });
    plain = await signedInSecondaryAdmin(env(), app.app, primary.id);
    stranger = await signedInPrimaryAdmin(env(), app.app);
  });

  afterAll(async () => {
    await app?.stop();
  });

  describe('the gifts of a fundraiser: list, CSV exports and transparency', () => {
    it('lists card gifts and manual funds, exports them safely as CSV, and shows where the money went', async () => {
      const { fundraiser, blue, gold, blueMember, goldMember } = await runningFundraiser('Maple "Spring" Fair');
      await env().sql('update fundraiser_groups set payout_account_id = $1 where fundraiser_id = $2', [
        await verifiedPayoutAccount(stripe),
        fundraiser._id,
      ]);

      // An anonymous $50 card gift through the Blue participant's link, settled by the signed webhook.
      const code = (await client().put(paths.referral, { groupId: blue }, blueMember.token)).body.data.code as string;
      const started = await startDonation(client(), code, {
        amount: 5000,
        anonymous: true,
        firstName: 'Dana',
        lastName: 'Donor',
        email: 'dana@example.com',
      });
      await stripe.paymentIntents.confirm(started.paymentIntentId, { payment_method: 'pm_card_visa' });
      await eventually('the card gift to be settled', async () => {
        const answer = await client().get(q(paths.donations, { fundRaisingId: fundraiser._id }), plain.token);
        return (answer.body.data as DonationRow[]).length === 1;
      });
      // Then $20 cash for Gold, with a comment a spreadsheet would otherwise run as a formula.
      const manual = await addFunds(primary.token, {
        amount: 2000,
        comments: '=HYPERLINK("http://evil.example","Click")',
        participantId: goldMember.id,
        groupId: gold,
      });
      expect(manual.status).toBe(201);

      // Newest first; a group's own admin sees the fundraiser's gifts too (reading is for every administrator).
      const listed = await client().get(q(paths.donations, { fundRaisingId: fundraiser._id }), plain.token);
      expect(listed.status).toBe(200);
      const rows = listed.body.data as DonationRow[];
      expect(rows).toEqual([
        {
          _id: manual.body.data.manualDonationId,
          kind: 'manual',
          createdAt: expect.any(String),
          donorName: '',
          donorEmail: null,
          amountCents: 2000,
          refundedCents: 0,
          dispute: null,
          status: 'succeeded',
          groupName: 'Gold Team',
          participantName: 'Test Person',
          comments: '=HYPERLINK("http://evil.example","Click")',
        },
        {
          _id: expect.any(String),
          kind: 'donation',
          createdAt: expect.any(String),
          donorName: 'Dana D.',
          donorEmail: 'dana@example.com',
          amountCents: 5000,
          refundedCents: 0,
          dispute: null,
          status: 'succeeded',
          groupName: 'Blue Team',
          participantName: 'Test Person',
          comments: null,
        },
      ]);
      expect((await client().get(q(paths.donations, { fundRaisingId: fundraiser._id }), stranger.token)).status).toBe(
        404,
      );

      const donations = await download(
        q(paths.exportDonations, { fundRaisingId: fundraiser._id, timeZone: 'America/Chicago' }),
        primary.token,
      );
      expect(donations.response.status).toBe(200);
      expect(donations.response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(donations.response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="donations-maple-spring-fair-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = donations.text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      // Labelled columns, the gifts list's words, and each time on the viewer's wall clock (not UTC ISO text).
      expect(lines[0]).toBe(
        '"Date (America/Chicago)","Type","Donor","Email","Amount (USD)","Refunded (USD)","Status","Group","Participant","Comments"',
      );
      const createdAt = (index: number) => rows[index]?.createdAt ?? '';
      const chicago = (index: number) => localDateTime(createdAt(index), 'America/Chicago');
      expect(chicago(0)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(lines[1]).toBe(
        `"${chicago(0)}","Manual funds","","","20.00","0.00","Succeeded","Gold Team","Test Person","'=HYPERLINK(""http://evil.example"",""Click"")"`,
      );
      expect(lines[2]).toBe(
        `"${chicago(1)}","Donation","Dana D.","dana@example.com","50.00","0.00","Succeeded","Blue Team","Test Person",""`,
      );
      expect(lines).toHaveLength(3);
      // Without a zone the times are UTC, and the header says so; a zone that does not exist is refused.
      const inUtc = await download(q(paths.exportDonations, { fundRaisingId: fundraiser._id }), primary.token);
      const utcLines = inUtc.text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(utcLines[0]).toMatch(/^"Date \(UTC\)","Type",/);
      expect(utcLines[2]).toMatch(new RegExp(`^"${localDateTime(createdAt(1), 'UTC')}","Donation",`));
      const badZone = await download(
        q(paths.exportDonations, { fundRaisingId: fundraiser._id, timeZone: 'Mars/Olympus_Mons' }),
        primary.token,
      );
      expect(badZone.response.status).toBe(400);

      const totals = await download(q(paths.exportTotals, { fundRaisingId: fundraiser._id }), goalSetter.token);
      expect(totals.response.headers.get('content-disposition')).toMatch(
        /filename="participant-totals-maple-spring-fair-/,
      );
      const totalLines = totals.text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(totalLines[0]).toBe(
        '"First name","Last name","Email","Group","Total donations (USD)","Cash earned (USD)","Tokens"',
      );
      expect(totalLines.slice(1).sort()).toEqual(
        [
          `"Test","Person","${blueMember.email}","Blue Team","50.00","0.00","${5000 / TOKEN_EARN_CENTS}"`,
          `"Test","Person","${goldMember.email}","Gold Team","20.00","20.00","${2000 / TOKEN_EARN_CENTS}"`,
        ].sort(),
      );
      expect(
        (await download(q(paths.exportTotals, { fundRaisingId: fundraiser._id }), stranger.token)).response.status,
      ).toBe(404);

      // ★ Transparency, public: raised = platform fee + processing fee + net to the cause.
      const transparency = await fetch(`${app.url}${q(paths.transparency, { fundRaisingId: fundraiser._id })}`);
      expect(transparency.status).toBe(200);
      const figures = ((await transparency.json()) as { data: FundraiserTransparency }).data;
      const cardFee = platformFeeCents(5000, env().config.pricing.platformFeeBasisPoints);
      expect(figures).toMatchObject({
        fundRaisingId: fundraiser._id,
        fundRaisingName: 'Maple "Spring" Fair',
        raisedCents: 7000,
        netToCauseCents: 7000 - cardFee,
        giftCount: 2,
      });
      expect(figures.processingFeeCents).toBeGreaterThan(0);
      expect(figures.platformFeeCents + figures.processingFeeCents).toBe(cardFee);
      expect(figures.netToCausePercent).toBe(Math.round(((7000 - cardFee) / 7000) * 1000) / 10);
    });

    it('shows a fundraiser with no gifts yet as 100% to the cause, and answers 404 to an unknown one', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const response = await client().get(q(paths.transparency, { fundRaisingId: fundraiser._id }));
      expect(response.body.data).toEqual({
        fundRaisingId: fundraiser._id,
        fundRaisingName: fundraiser.fundRaisingName,
        raisedCents: 0,
        platformFeeCents: 0,
        processingFeeCents: 0,
        disputedCents: 0,
        netToCauseCents: 0,
        netToCausePercent: 100,
        giftCount: 0,
      });
      expect((await client().get(q(paths.transparency, { fundRaisingId: randomUUID() }))).status).toBe(404);
      expect(
        (await client().get(q(paths.donations, { fundRaisingId: fundraiser._id }), primary.token)).body.data,
      ).toEqual([]);
    });
  });
});
