import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus } from '@nestjs/cqrs';
import { GetCampaignScopeQuery } from '../../../src/modules/fundraisers/queries/get-campaign-scope/get-campaign-scope.query';
import { Ledger } from '../../../src/modules/ledger/ledger';
import {
  endFundraiser,
  insertParticipantMember,
  moveStartIntoPast,
  sessionFor,
  signedInPrimaryAdmin,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import type { Api } from '../../support/identity-helpers';
import { membershipHelpers, membershipRoutes as routes } from '../../support/membership-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';
import type { TestEnvironment } from '../../support/test-environment';

/**
 * Use case: fundraisers/queries/get-campaign-scope, the fundraisers context's part of a campaign page (issue #21),
 * by each kind of donation code and by slug; with the codes and slugs the campaign-pages migration's triggers make.
 */
describe('a campaign page’s scope', () => {
  let testApp: TestApp;
  let environment: TestEnvironment;
  let client: Api;
  let admin: SignedInAccount;

  beforeAll(async () => {
    testApp = await startTestApp({ CAPTCHA: 'off' });
    ({ environment, client } = testApp);
    admin = await signedInPrimaryAdmin(environment, testApp.app);
  });

  afterAll(async () => {
    await testApp?.stop();
  });

  const { insertFundraiser, groupOf } = membershipHelpers(() => ({ testApp, environment, client, admin }));

  const scope = (by: { code: string } | { slug: string }) =>
    testApp.app.get(QueryBus).execute(new GetCampaignScopeQuery(by));

  async function codesOf(fundraiserId: string) {
    const rows = await environment.sql<{ kind: string; code: string; group_id: string | null }>(
      `select kind, code, group_id from referral_codes where fundraiser_id = $1 and kind <> 'participant'`,
      [fundraiserId],
    );
    const fundraiser = rows.find((row) => row.kind === 'fundraiser')?.code;
    if (!fundraiser) throw new Error('the fundraiser has no donation code');
    return { fundraiser, group: (groupId: string) => rows.find((row) => row.group_id === groupId)?.code };
  }

  async function slugOf(fundraiserId: string) {
    const [row] = await environment.sql<{ slug: string }>('select slug from fundraisers where id = $1', [fundraiserId]);
    return row?.slug ?? '';
  }

  async function credit(
    fundraiserId: string,
    groupId: string | null,
    membershipId: string | null,
    amountCents: number,
  ) {
    await testApp.app
      .get(EntityManager)
      .fork()
      .transactional((em) =>
        testApp.app.get(Ledger).recordManualDonation(em, {
          externalRef: `manual:${randomUUID()}`,
          fundraiserId,
          groupId,
          membershipId,
          amountCents,
        }),
      );
  }

  async function membershipIdOf(fundraiserId: string, accountId: string) {
    const [row] = await environment.sql<{ id: string }>(
      `select id from fundraiser_memberships where fundraiser_id = $1 and account_id = $2 and role = 'participant'`,
      [fundraiserId, accountId],
    );
    if (!row) throw new Error('no membership');
    return row.id;
  }

  async function referralCodeOf(participantId: string, groupId: string) {
    const token = await sessionFor(testApp.app, participantId);
    const generated = await client.put(routes.referral, { groupId }, token);
    return generated.body.data.code as string;
  }

  it('answers a fundraiser page by its own code and by its slug, with the group race and codes', async () => {
    const fundraiser = await insertFundraiser();
    const red = groupOf(fundraiser, 'Red');
    const blue = groupOf(fundraiser, 'Blue');
    const codes = await codesOf(fundraiser.id);
    const slug = await slugOf(fundraiser.id);
    expect(slug).toBe(`book-fair-${fundraiser.id.slice(0, 6)}`);
    expect(codes.group(red.id)).toMatch(/^[A-Za-z0-9]{12}$/);
    await credit(fundraiser.id, blue.id, null, 2500);
    await credit(fundraiser.id, null, null, 1000);

    const byCode = await scope({ code: codes.fundraiser });
    expect(byCode).toEqual({
      kind: 'fundraiser',
      code: codes.fundraiser,
      fundraiser: {
        _id: fundraiser.id,
        fundRaisingName: fundraiser.name,
        slug,
        fundRaisingCause: 'New books',
        story: null,
        fundRaisingImage: null,
        coverImage: null,
        fundRaisingGoal: 100000,
        totalFunding: 3500,
        fundRaisingStartTime: expect.any(Number),
        fundRaisingEndTime: expect.any(Number),
        status: 'notStarted',
        code: codes.fundraiser,
      },
      closedReason: 'notStarted',
      group: null,
      participant: null,
      groups: [
        { _id: red.id, groupName: 'Red', groupTarget: 20000, groupTotalDonations: 0, code: codes.group(red.id) },
        { _id: blue.id, groupName: 'Blue', groupTarget: 20000, groupTotalDonations: 2500, code: codes.group(blue.id) },
      ],
      topParticipants: [],
      sponsors: [],
      wall: { fundraiserId: fundraiser.id, groupId: null, participantId: null },
    });
    expect(await scope({ slug })).toEqual(byCode);
  });

  it('answers a group page crediting the group, with its own top participants named "First L."', async () => {
    const fundraiser = await insertFundraiser();
    const red = groupOf(fundraiser, 'Red');
    const blue = groupOf(fundraiser, 'Blue');
    const codes = await codesOf(fundraiser.id);
    const inRed = await insertParticipantMember(environment, fundraiser.id, { groupId: red.id });
    const alsoRed = await insertParticipantMember(environment, fundraiser.id, { groupId: red.id });
    const inBlue = await insertParticipantMember(environment, fundraiser.id, { groupId: blue.id });
    await environment.sql(`update accounts set first_name = 'Jordan', last_name = 'kim' where id = $1`, [inRed.id]);
    await credit(fundraiser.id, red.id, await membershipIdOf(fundraiser.id, inRed.id), 4000);
    await credit(fundraiser.id, red.id, await membershipIdOf(fundraiser.id, alsoRed.id), 1500);
    await credit(fundraiser.id, blue.id, await membershipIdOf(fundraiser.id, inBlue.id), 9000);

    const page = await scope({ code: codes.group(red.id) ?? '' });
    expect(page).toMatchObject({
      kind: 'group',
      code: codes.group(red.id),
      fundraiser: { code: codes.fundraiser, totalFunding: 14500 },
      group: {
        _id: red.id,
        groupName: 'Red',
        groupTarget: 20000,
        groupTotalDonations: 5500,
        code: codes.group(red.id),
      },
      participant: null,
      topParticipants: [
        { displayName: 'Jordan K.', raised: 4000 },
        { displayName: 'Test P.', raised: 1500 },
      ],
      wall: { fundraiserId: fundraiser.id, groupId: red.id, participantId: null },
    });
    // The fundraiser's page ranks everyone.
    expect((await scope({ code: codes.fundraiser }))?.topParticipants.map((top) => top.raised)).toEqual([
      9000, 4000, 1500,
    ]);
  });

  it('answers a participant page with their goal (the group’s goal shared) and raise, named "First L." only', async () => {
    const fundraiser = await insertFundraiser();
    const red = groupOf(fundraiser, 'Red');
    const participant = await insertParticipantMember(environment, fundraiser.id, { groupId: red.id });
    await insertParticipantMember(environment, fundraiser.id, { groupId: red.id });
    await insertParticipantMember(environment, fundraiser.id, { groupId: red.id });
    await environment.sql(`update accounts set first_name = 'Jordan', last_name = 'Kim' where id = $1`, [
      participant.id,
    ]);
    const membershipId = await membershipIdOf(fundraiser.id, participant.id);
    await credit(fundraiser.id, red.id, membershipId, 2000);
    const code = await referralCodeOf(participant.id, red.id);

    const page = await scope({ code });
    expect(page).toMatchObject({
      kind: 'participant',
      code,
      group: { _id: red.id },
      participant: {
        _id: participant.id,
        displayName: 'Jordan K.',
        firstName: 'Jordan',
        photo: null,
        whyRaising: null,
        // $200 among three, rounded up to whole dollars.
        goal: 6700,
        raised: 2000,
      },
      wall: { fundraiserId: fundraiser.id, groupId: red.id, participantId: membershipId },
    });
    expect(JSON.stringify(page)).not.toContain('Kim');

    await environment.sql(
      `update fundraiser_memberships set personal_goal_cents = 50000, why_raising = 'For the trip' where id = $1`,
      [membershipId],
    );
    expect((await scope({ code }))?.participant).toMatchObject({ goal: 50000, whyRaising: null });
    await environment.sql(`update fundraiser_memberships set show_message = true where id = $1`, [membershipId]);
    expect((await scope({ code }))?.participant).toMatchObject({ whyRaising: 'For the trip' });

    // A participant who left: their code no longer opens a page.
    await environment.sql('delete from fundraiser_memberships where id = $1', [membershipId]);
    expect(await scope({ code })).toBeNull();
  });

  it('says why a page takes no gifts: not started, ended, or no payout account where the gift settles', async () => {
    const fundraiser = await insertFundraiser();
    const red = groupOf(fundraiser, 'Red');
    const codes = await codesOf(fundraiser.id);
    const redCode = codes.group(red.id) ?? '';
    expect((await scope({ code: codes.fundraiser }))?.closedReason).toBe('notStarted');

    await moveStartIntoPast(environment, fundraiser.id);
    expect((await scope({ code: codes.fundraiser }))?.closedReason).toBe('noPayoutAccount');
    expect((await scope({ code: redCode }))?.closedReason).toBe('noPayoutAccount');

    // Red's own account takes Red's gifts; the fundraiser's code still has none.
    await environment.sql(`update fundraiser_groups set payout_account_id = 'acct_red' where id = $1`, [red.id]);
    expect((await scope({ code: redCode }))?.closedReason).toBeNull();
    expect((await scope({ code: codes.fundraiser }))?.closedReason).toBe('noPayoutAccount');
    await environment.sql(`update fundraisers set payout_account_id = 'acct_fund' where id = $1`, [fundraiser.id]);
    expect((await scope({ code: codes.fundraiser }))?.closedReason).toBeNull();

    await endFundraiser(environment, fundraiser.id);
    expect((await scope({ code: redCode }))?.closedReason).toBe('ended');
  });

  it('lists the business sponsors whose sponsorship went through, newest first, with logo and website', async () => {
    const fundraiser = await insertFundraiser();
    const codes = await codesOf(fundraiser.id);
    const [logo] = await environment.sql<{ id: string }>(
      `insert into stored_files (id, content_type, bytes, byte_size, etag)
       values (gen_random_uuid(), 'image/png', '\\x00', 1, repeat('0', 64)) returning id`,
    );
    const sponsor = async (name: string, createdAt: string, website: string, logoFileId: string | null) => {
      const [row] = await environment.sql<{ id: string }>(
        `insert into sponsors (id, fundraiser_id, type, first_name, last_name, business_name, website_url, logo_file_id, created_at)
         values (gen_random_uuid(), $1, 'business', 'Pat', 'Lee', $2, $3, $4, $5) returning id`,
        [fundraiser.id, name, website, logoFileId, createdAt],
      );
      return row?.id ?? '';
    };
    const older = await sponsor('Corner Bakery', '2026-01-01', 'https://bakery.example', logo?.id ?? null);
    const newer = await sponsor('Hill Hardware', '2026-02-01', '', null);
    await sponsor('Never Paid LLC', '2026-03-01', 'https://spam.example', null);
    for (const sponsorId of [older, newer]) {
      await testApp.app
        .get(EntityManager)
        .fork()
        .transactional((em) =>
          testApp.app.get(Ledger).recordCardPayment(em, {
            externalRef: `payment:${randomUUID()}`,
            kind: 'donation',
            fundraiserId: fundraiser.id,
            groupId: null,
            membershipId: null,
            sponsorId,
            buyerMembershipId: null,
            tokens: 0,
            amountCents: 10000,
            platformFeeCents: 500,
            processingFeeCents: 300,
          }),
        );
    }
    expect((await scope({ code: codes.fundraiser }))?.sponsors).toEqual([
      { _id: newer, businessName: 'Hill Hardware', businessImage: null, websiteUrl: null },
      {
        _id: older,
        businessName: 'Corner Bakery',
        businessImage: `/api/files/${logo?.id}`,
        websiteUrl: 'https://bakery.example',
      },
    ]);
  });

  it('answers null for a code or slug that does not exist', async () => {
    expect(await scope({ code: 'Nope12345678' })).toBeNull();
    expect(await scope({ slug: 'no-such-fundraiser' })).toBeNull();
  });
});
