import { randomUUID } from 'node:crypto';
import { fundraiserMessages } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Ledger } from '../../../src/modules/ledger/ledger';
import {
  signedInPrimaryAdmin,
  insertParticipantMember,
  sessionFor,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import type { Api } from '../../support/identity-helpers';
import { membershipHelpers, membershipRoutes as routes } from '../../support/membership-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';
import { eventually, type TestEnvironment } from '../../support/test-environment';

/**
 * Use cases: fundraisers/commands/generate-referral-code with queries/verify-referral-code, and
 * the participant dashboard (views/queries/get-participant-dashboard over queries/get-participant-membership-view).
 */
describe('a participant’s referral code and dashboard', () => {
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

  const { insertFundraiser, groupOf, participantFundraiserIds } = membershipHelpers(() => ({
    testApp,
    environment,
    client,
    admin,
  }));

  describe('groups and referral links', () => {
    it('a participant belongs to one group, needs it for a referral link, and keeps one code that resolves to them', async () => {
      const fundraiser = await insertFundraiser();
      const red = groupOf(fundraiser, 'Red');
      const blue = groupOf(fundraiser, 'Blue');
      const participant = await insertParticipantMember(environment, fundraiser.id, { groupId: red.id });
      const token = await sessionFor(testApp.app, participant.id);
      await expect(
        environment.sql(
          `insert into fundraiser_memberships (id, fundraiser_id, account_id, role, group_id) values ($1, $2, $3, 'participant', $4)`,
          [randomUUID(), fundraiser.id, participant.id, blue.id],
        ),
      ).rejects.toThrow(/unique/);

      expect(await client.put(routes.referral, { groupId: blue.id }, token)).toMatchObject({
        status: 400,
        body: { message: fundraiserMessages.needGroupForReferral },
      });
      const loner = await insertParticipantMember(environment, fundraiser.id);
      const lonerToken = await sessionFor(testApp.app, loner.id);
      expect((await client.put(routes.referral, { groupId: red.id }, lonerToken)).status).toBe(400);

      const generated = await client.put(routes.referral, { groupId: red.id }, token);
      expect(generated.status).toBe(200);
      expect(generated.body.message).toBe(fundraiserMessages.referralGenerated);
      const code = generated.body.data.code as string;
      expect(code).toMatch(/^[A-Za-z0-9]{12}$/);
      expect((await client.put(routes.referral, { groupId: red.id }, token)).body.data.code).toBe(code);
      const dashboard = await client.get(`${routes.participantDashboard}?fundRaisingId=${fundraiser.id}`, token);
      expect(dashboard.body.data.participantRefferalsCodes).toEqual([{ code, groupId: red.id }]);

      const target = await client.post(routes.verifyReferral, { referalCode: code });
      expect(target.status).toBe(200);
      expect(target.body.data).toEqual({
        kind: 'participant',
        referalCode: code,
        fundRaiser: {
          _id: fundraiser.id,
          fundRaisingName: fundraiser.name,
          fundRaisingCause: 'New books',
          fundRaisingGoal: 100000,
          fundRaisingImage: null,
          totalFunding: 0,
          fundRaisingStartTime: expect.any(Number),
          fundRaisingEndTime: expect.any(Number),
          status: 'notStarted',
        },
        group: { _id: red.id, groupName: 'Red', groupTarget: 20000, groupTotalDonations: 0 },
        participant: { firstName: 'Test', lastName: 'Person' },
      });
      expect(await client.post(routes.verifyReferral, { referalCode: 'Nope12345678' })).toEqual({
        status: 404,
        body: { message: fundraiserMessages.invalidReferral },
      });
      expect((await client.post(routes.verifyReferral, { referalCode: 'bad code!' })).status).toBe(400);

      // The public progress is reused for at most a second, then read afresh (totals come from the ledger).
      await testApp.app
        .get(EntityManager)
        .fork()
        .transactional((em) =>
          testApp.app.get(Ledger).recordManualDonation(em, {
            externalRef: `manual:${randomUUID()}`,
            fundraiserId: fundraiser.id,
            groupId: red.id,
            membershipId: null,
            amountCents: 1500,
          }),
        );
      const refreshed = await eventually('the new total on the donation page', async () => {
        const answer = await client.post(routes.verifyReferral, { referalCode: code });
        return answer.body.data.fundRaiser.totalFunding === 1500 ? answer.body.data : undefined;
      });
      expect(refreshed.group).toMatchObject({ groupTotalDonations: 1500 });
    });
  });

  describe('the participant dashboard', () => {
    it('is for members only and shows the fundraiser, the group and honest zeros', async () => {
      const fundraiser = await insertFundraiser();
      const elsewhere = await insertFundraiser();
      const participant = await insertParticipantMember(environment, fundraiser.id, {
        groupId: groupOf(fundraiser, 'Blue').id,
      });
      const token = await sessionFor(testApp.app, participant.id);
      expect(await participantFundraiserIds(token)).toEqual([fundraiser.id]);
      const list = await client.get(routes.participantFundraisers, token);
      expect(list.body.data[0]).toMatchObject({
        fundRaisingName: fundraiser.name,
        fundRaisingGoal: 100000,
        groupCount: 2,
        participantCount: 1,
        status: 'notStarted',
      });

      const dashboard = await client.get(`${routes.participantDashboard}?fundRaisingId=${fundraiser.id}`, token);
      expect(dashboard.status).toBe(200);
      expect(dashboard.body.data).toMatchObject({
        participant: {
          _id: participant.id,
          firstName: 'Test',
          email: participant.email,
          tokens: 0,
          totalDonations: 0,
          cashEarned: 0,
          earnedTokens: 0,
        },
        fundRaiser: { _id: fundraiser.id, fundRaisingName: fundraiser.name },
        group: { _id: groupOf(fundraiser, 'Blue').id, groupName: 'Blue' },
        contacts: [],
        participantRefferalsCodes: [],
        teamMemberGenernalInvetationLink: null,
        teamMembers: [],
      });
      expect(await client.get(`${routes.participantDashboard}?fundRaisingId=${elsewhere.id}`, token)).toEqual({
        status: 404,
        body: { message: fundraiserMessages.notFound },
      });
    });
  });
});
