import {
  campaignMessages,
  campaignRouteTable,
  fundraiserMessages,
  identityMessages,
  type CampaignProfile,
} from '@fundplay/contracts';
import { QueryBus } from '@nestjs/cqrs';
import sharp from 'sharp';
import { GetCampaignScopeQuery } from '../../../src/modules/fundraisers/queries/get-campaign-scope/get-campaign-scope.query';
import {
  insertParticipantMember,
  sessionFor,
  signedInPrimaryAdmin,
  signedInSecondaryAdmin,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import type { Api } from '../../support/identity-helpers';
import { membershipHelpers } from '../../support/membership-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';
import type { TestEnvironment } from '../../support/test-environment';

const routes = {
  profile: campaignRouteTable.getCampaignProfile.path,
  update: campaignRouteTable.updateCampaignProfile.path,
  photos: campaignRouteTable.getParticipantPhotos.path,
  approve: campaignRouteTable.setParticipantPhotoApproval.path,
};

/**
 * Use cases: fundraisers/commands/open-campaign-profile and update-campaign-profile (the participant's own page
 * settings), queries/list-participant-photos and commands/set-participant-photo-approval (an admin approves an
 * under-18's photo), and what the public page (queries/get-campaign-scope) shows of them.
 */
describe('a participant’s page settings and photo approval', () => {
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

  const profileOf = (token: string, fundRaisingId: string) =>
    client.get(`${routes.profile}?fundRaisingId=${fundRaisingId}`, token);

  async function participantIn(fundraiserId: string, groupId: string | null, { minor = false } = {}) {
    const participant = await insertParticipantMember(environment, fundraiserId, { groupId });
    const birthYear = new Date().getUTCFullYear() - (minor ? 14 : 30);
    await environment.sql(
      `update accounts set first_name = 'Jordan', last_name = 'Kim', birth_month = 1, birth_year = $2 where id = $1`,
      [participant.id, birthYear],
    );
    return { ...participant, token: await sessionFor(testApp.app, participant.id) };
  }

  async function putPhoto(token: string, fields: Record<string, string>, photo?: Buffer) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (photo) form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'me.png');
    const response = await fetch(`${testApp.url}${routes.update}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as { message: string; data: CampaignProfile } };
  }

  /** A PNG with a text chunk naming where it was taken: the stored copy must not keep it. */
  async function pngWithText(text: string): Promise<Buffer> {
    const png = await sharp({ create: { width: 1600, height: 1600, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const data = Buffer.from(`Location\0${text}`, 'latin1');
    const type = Buffer.from('tEXt', 'latin1');
    const chunk = Buffer.alloc(12 + data.length);
    chunk.writeUInt32BE(data.length, 0);
    type.copy(chunk, 4);
    data.copy(chunk, 8);
    const { crc32 } = await import('node:zlib');
    chunk.writeUInt32BE(crc32(Buffer.concat([type, data])), 8 + data.length);
    return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
  }

  async function publicPage(code: string) {
    return testApp.app.get(QueryBus).execute(new GetCampaignScopeQuery({ code }));
  }

  describe('getCampaignProfile', () => {
    it('makes the participant’s referral code on the first read, once even when two reads race', async () => {
      const fundraiser = await insertFundraiser();
      const red = groupOf(fundraiser, 'Red');
      const participant = await participantIn(fundraiser.id, red.id);
      await insertParticipantMember(environment, fundraiser.id, { groupId: red.id });

      const [first, second] = await Promise.all([
        profileOf(participant.token, fundraiser.id),
        profileOf(participant.token, fundraiser.id),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      const profile = first.body.data as CampaignProfile;
      expect(profile).toEqual({
        fundRaisingId: fundraiser.id,
        displayName: 'Jordan K.',
        whyRaising: null,
        personalGoal: null,
        // Red's $200 shared by its two participants.
        defaultGoal: 10000,
        raised: 0,
        photo: null,
        showPhoto: false,
        showMessage: false,
        photoApproval: 'notNeeded',
        referralCode: expect.stringMatching(/^[A-Za-z0-9]{12}$/),
      });
      expect(second.body.data.referralCode).toBe(profile.referralCode);
      const codes = await environment.sql(
        `select code from referral_codes where kind = 'participant' and participant_id = $1`,
        [participant.id],
      );
      expect(codes).toEqual([{ code: profile.referralCode }]);
      expect((await profileOf(participant.token, fundraiser.id)).body.data.referralCode).toBe(profile.referralCode);
      // The code is the participant's page.
      expect((await publicPage(profile.referralCode ?? ''))?.participant?._id).toBe(participant.id);
    });

    it('has no code for a participant without a group (their goal is the fundraiser’s share), and is for members only', async () => {
      const fundraiser = await insertFundraiser();
      const loner = await participantIn(fundraiser.id, null, { minor: true });
      const profile = await profileOf(loner.token, fundraiser.id);
      expect(profile.status).toBe(200);
      expect(profile.body.data).toMatchObject({ referralCode: null, defaultGoal: 100000, photoApproval: 'pending' });

      const elsewhere = await insertFundraiser();
      expect(await profileOf(loner.token, elsewhere.id)).toEqual({
        status: 404,
        body: { message: fundraiserMessages.notFound },
      });
    });
  });

  describe('updateCampaignProfile', () => {
    it('changes only what is sent, as JSON or a form, and refuses goals that are not whole dollars in range', async () => {
      const fundraiser = await insertFundraiser();
      const participant = await participantIn(fundraiser.id, groupOf(fundraiser, 'Blue').id);
      const updated = await client.put(
        routes.update,
        {
          fundRaisingId: fundraiser.id,
          whyRaising: 'New robot arms.\n\nThank you!',
          personalGoal: 25000,
          showMessage: true,
        },
        participant.token,
      );
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({
        whyRaising: 'New robot arms.\n\nThank you!',
        personalGoal: 25000,
        defaultGoal: 20000,
        showMessage: true,
        showPhoto: false,
      });

      for (const personalGoal of [150, 50, 100_000_100, 'abc', 12.5]) {
        const refused = await client.put(
          routes.update,
          { fundRaisingId: fundraiser.id, personalGoal },
          participant.token,
        );
        expect([refused.status, refused.body.message]).toEqual([400, campaignMessages.personalGoalWhole]);
      }
      const tooLong = await client.put(
        routes.update,
        { fundRaisingId: fundraiser.id, whyRaising: 'x'.repeat(601) },
        participant.token,
      );
      expect([tooLong.status, tooLong.body.message]).toEqual([400, campaignMessages.whyRaisingLength]);

      const form = await putPhoto(participant.token, { fundRaisingId: fundraiser.id, personalGoal: '30000' });
      expect(form.status).toBe(200);
      expect(form.body.data).toMatchObject({ personalGoal: 30000, whyRaising: 'New robot arms.\n\nThank you!' });
      const reset = await client.put(
        routes.update,
        { fundRaisingId: fundraiser.id, personalGoal: null },
        participant.token,
      );
      expect(reset.body.data).toMatchObject({ personalGoal: null, defaultGoal: 20000 });
    });

    it('stores a photo without its metadata; an adult’s shows on the page once they turn it on', async () => {
      const fundraiser = await insertFundraiser();
      const participant = await participantIn(fundraiser.id, groupOf(fundraiser, 'Red').id);
      const uploaded = await putPhoto(participant.token, { fundRaisingId: fundraiser.id }, await pngWithText('Home'));
      expect(uploaded.status).toBe(200);
      const profile = uploaded.body.data;
      expect(profile).toMatchObject({ photo: expect.stringMatching(/^\/api\/files\//), photoApproval: 'notNeeded' });
      const served = Buffer.from(await (await fetch(`${testApp.url}${profile.photo}`)).arrayBuffer());
      expect(served.includes(Buffer.from('Location'))).toBe(false);
      expect(await sharp(served).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1024 });

      const code = profile.referralCode ?? '';
      expect((await publicPage(code))?.participant?.photo).toBeNull();
      await putPhoto(participant.token, { fundRaisingId: fundraiser.id, showPhoto: 'true' });
      expect((await publicPage(code))?.participant?.photo).toBe(profile.photo);

      const both = await putPhoto(participant.token, { fundRaisingId: fundraiser.id, removePhoto: 'true' }, served);
      expect(both.status).toBe(400);
      const removed = await client.put(
        routes.update,
        { fundRaisingId: fundraiser.id, removePhoto: true },
        participant.token,
      );
      expect(removed.body.data).toMatchObject({ photo: null, showPhoto: true });
      expect((await fetch(`${testApp.url}${profile.photo}`)).status).toBe(404);
      expect((await publicPage(code))?.participant?.photo).toBeNull();
    });
  });

  describe('an under-18’s photo', () => {
    it('stays off the page until an admin approves it, and a new photo waits for a new approval', async () => {
      const fundraiser = await insertFundraiser();
      const minor = await participantIn(fundraiser.id, groupOf(fundraiser, 'Red').id, { minor: true });
      const adult = await participantIn(fundraiser.id, groupOf(fundraiser, 'Red').id);
      await putPhoto(adult.token, { fundRaisingId: fundraiser.id, showPhoto: 'true' }, await pngWithText('a'));
      const uploaded = await putPhoto(
        minor.token,
        { fundRaisingId: fundraiser.id, showPhoto: 'true' },
        await pngWithText('b'),
      );
      expect(uploaded.body.data).toMatchObject({ photoApproval: 'pending', showPhoto: true });
      const code = uploaded.body.data.referralCode ?? '';
      expect((await publicPage(code))?.participant?.photo).toBeNull();

      const listed = await client.get(`${routes.photos}?fundRaisingId=${fundraiser.id}`, admin.token);
      expect(listed.status).toBe(200);
      expect(listed.body.data).toEqual([
        { participantId: minor.id, displayName: 'Jordan K.', photo: uploaded.body.data.photo, approved: false },
      ]);

      const approved = await client.post(
        routes.approve,
        { fundRaisingId: fundraiser.id, participantId: minor.id, approved: true },
        admin.token,
      );
      expect(approved.status).toBe(200);
      expect(approved.body.data).toMatchObject({ participantId: minor.id, approved: true });
      expect((await profileOf(minor.token, fundraiser.id)).body.data.photoApproval).toBe('approved');
      expect((await publicPage(code))?.participant?.photo).toBe(uploaded.body.data.photo);

      const replaced = await putPhoto(minor.token, { fundRaisingId: fundraiser.id }, await pngWithText('c'));
      expect(replaced.body.data.photoApproval).toBe('pending');
      expect((await publicPage(code))?.participant?.photo).toBeNull();
      const again = await client.get(`${routes.photos}?fundRaisingId=${fundraiser.id}`, admin.token);
      expect(again.body.data).toEqual([expect.objectContaining({ photo: replaced.body.data.photo, approved: false })]);

      // An adult's photo needs no approval.
      expect(
        await client.post(
          routes.approve,
          { fundRaisingId: fundraiser.id, participantId: adult.id, approved: true },
          admin.token,
        ),
      ).toMatchObject({ status: 404 });
    });

    it('is approved only by the fundraiser’s admins who approve participants', async () => {
      const fundraiser = await insertFundraiser();
      const minor = await participantIn(fundraiser.id, groupOf(fundraiser, 'Red').id, { minor: true });
      await putPhoto(minor.token, { fundRaisingId: fundraiser.id }, await pngWithText('d'));
      const body = { fundRaisingId: fundraiser.id, participantId: minor.id, approved: true };

      const plain = await signedInSecondaryAdmin(environment, testApp.app, admin.id);
      expect(await client.post(routes.approve, body, plain.token)).toEqual({
        status: 403,
        body: { message: identityMessages.forbidden },
      });
      expect((await client.get(`${routes.photos}?fundRaisingId=${fundraiser.id}`, plain.token)).status).toBe(403);

      const approver = await signedInSecondaryAdmin(environment, testApp.app, admin.id, { acceptStudentFund: true });
      expect((await client.post(routes.approve, body, approver.token)).status).toBe(200);

      const stranger = await signedInPrimaryAdmin(environment, testApp.app);
      expect(await client.post(routes.approve, body, stranger.token)).toEqual({
        status: 404,
        body: { message: fundraiserMessages.notFound },
      });
      expect((await client.post(routes.approve, body, minor.token)).status).toBe(403);
    });
  });
});
