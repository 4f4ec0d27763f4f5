import {
  fundraiserLimits,
  fundraiserMessages,
  routeTable,
  type AdminFundraiserDashboard,
  type FundraiserDetail,
} from '@fundplay/contracts';
import sharp from 'sharp';
import { imageMessages } from '../../../src/platform/storage/image-uploads';
import { signedInAdminTeam } from '../../support/admin-team';
import {
  createFundraiser,
  createGroups,
  del,
  moveStartIntoPast,
  setGoal,
  startOfUtcDay,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';

const paths = {
  update: routeTable.updateFundRaising.path,
  remove: routeTable.deleteFundRaising.path,
  dashboard: routeTable.getAdminDashboardByFundRaisingId.path,
};

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/** Use cases: fundraisers/commands/update-fundraiser (with the multipart logo) and delete-fundraiser. */
describe('updateFundRaising and deleteFundRaising', () => {
  let app: TestApp;
  let primary: SignedInAccount;
  let starter: SignedInAccount; // startNewFundraiser
  let goalSetter: SignedInAccount; // changeGoalsAndCause
  let plain: SignedInAccount; // no privileges
  let inviter: SignedInAccount; // addNewAdministrator

  const client = () => app.client;

  async function dashboard(token: string, fundRaisingId: string) {
    return client().get(q(paths.dashboard, { fundRaisingId }), token);
  }

  async function dashboardData(token: string, fundRaisingId: string): Promise<AdminFundraiserDashboard> {
    const response = await dashboard(token, fundRaisingId);
    expect(response.status).toBe(200);
    return response.body.data as AdminFundraiserDashboard;
  }

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: 'off' });
    ({ primary, starter, goalSetter, plain, inviter } = await signedInAdminTeam(app.environment, app.app));
  });

  afterAll(async () => {
    await app?.stop();
  });

  describe('updateFundRaising', () => {
    it('lets the primary admin change details, goal and cause before the start', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const start = startOfUtcDay(3);
      const response = await client().put(
        paths.update,
        {
          fundRaisingId: fundraiser._id,
          fundRaisingName: 'Renamed Fair',
          city: 'Shelbyville',
          fundRaisingAccountNumber: '98765432',
          fundRaisingStartTime: start,
          fundRaisingEndTime: start + 2 * fundraiserLimits.weekMs,
          fundRaisingGoal: 250_000,
          fundRaisingCause: 'New library books',
        },
        primary.token,
      );
      expect(response.status).toBe(200);
      expect(response.body.message).toBe(fundraiserMessages.updated);
      expect(response.body.data).toMatchObject({
        fundRaisingName: 'Renamed Fair',
        city: 'Shelbyville',
        fundRaisingAccountNumber: '****5432',
        fundRaisingStartTime: start,
        fundRaisingEndTime: start + 2 * fundraiserLimits.weekMs,
        fundRaisingGoal: 250_000,
        fundRaisingCause: 'New library books',
      });
    });

    it('lets the creator change anything, a changeGoalsAndCause holder only goal and cause, others nothing', async () => {
      const fundraiser = await createFundraiser(client(), starter.token);
      const byCreator = await client().put(
        paths.update,
        { fundRaisingId: fundraiser._id, fundRaisingName: 'Creator Named It' },
        starter.token,
      );
      expect(byCreator.status).toBe(200);

      const goal = await client().put(
        paths.update,
        { fundRaisingId: fundraiser._id, fundRaisingGoal: 50_000, fundRaisingCause: 'Uniforms' },
        goalSetter.token,
      );
      expect(goal.status).toBe(200);
      expect(goal.body.data).toMatchObject({
        fundRaisingGoal: 50_000,
        fundRaisingCause: 'Uniforms',
        permissions: { edit: false, delete: false, changeGoalsAndCause: true, manageGroups: true },
      });

      for (const [caller, body] of [
        [goalSetter, { fundRaisingName: 'Not Yours' }],
        [plain, { fundRaisingGoal: 60_000 }],
        [inviter, { fundRaisingCause: 'Something else' }],
      ] as const) {
        const refused = await client().put(paths.update, { fundRaisingId: fundraiser._id, ...body }, caller.token);
        expect([refused.status, refused.body.message]).toEqual([403, fundraiserMessages.onlyPrimaryAdminEdits]);
      }
    });

    it.each([
      ['a goal under $10', { fundRaisingGoal: 999 }, fundraiserMessages.goalMinimum],
      ['a goal with cents', { fundRaisingGoal: 1050 }, fundraiserMessages.goalWholeDollars],
      ['a one-letter cause', { fundRaisingCause: 'x' }, fundraiserMessages.causeLength],
      ['a start without an end', { fundRaisingStartTime: startOfUtcDay(2) }, 'Send the start and end together'],
      [
        'a start in the past',
        { fundRaisingStartTime: startOfUtcDay(-3), fundRaisingEndTime: startOfUtcDay(-3) + fundraiserLimits.weekMs },
        fundraiserMessages.startDatePast,
      ],
    ])('refuses %s with 400', async (_what, body, message) => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const response = await client().put(paths.update, { fundRaisingId: fundraiser._id, ...body }, primary.token);
      expect(response.status).toBe(400);
      expect(Object.values(response.body.errors ?? {}).flat()).toContain(message);
    });

    it('refuses a goal below the sum of the group goals', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      await createGroups(client(), primary.token, fundraiser._id, [
        { groupName: 'Lions', groupTarget: 30_000 },
        { groupName: 'Tigers', groupTarget: 20_000 },
      ]);
      const below = await client().put(
        paths.update,
        { fundRaisingId: fundraiser._id, fundRaisingGoal: 49_900 },
        primary.token,
      );
      expect(below.status).toBe(400);
      expect(below.body).toEqual({
        message: fundraiserMessages.goalBelowGroups,
        errors: { fundRaisingGoal: [fundraiserMessages.goalBelowGroups] },
      });
      expect((await setGoal(client(), primary.token, fundraiser._id, 50_000)).fundRaisingGoal).toBe(50_000);
    });

    it('refuses every edit once the fundraiser has started', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      await moveStartIntoPast(app.environment, fundraiser._id);
      for (const body of [
        { fundRaisingName: 'Too Late' },
        { fundRaisingGoal: 100_000 },
        { fundRaisingCause: 'Late' },
      ]) {
        const response = await client().put(paths.update, { fundRaisingId: fundraiser._id, ...body }, primary.token);
        expect([response.status, response.body.message]).toEqual([409, fundraiserMessages.editingDisabled]);
      }
      const data = await dashboardData(primary.token, fundraiser._id);
      expect(data.fundRaiser.permissions).toMatchObject({ edit: false, delete: false, manageGroups: false });
    });
  });

  describe('the logo (multipart updateFundRaising)', () => {
    async function putForm(token: string, fields: Record<string, string>, image?: Buffer, type = 'image/jpeg') {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      if (image) form.append('image', new Blob([new Uint8Array(image)], { type }), 'logo.jpg');
      const response = await fetch(`${app.url}${paths.update}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as { message: string; data?: FundraiserDetail } };
    }

    const photo = () =>
      sharp({ create: { width: 1600, height: 800, channels: 3, background: '#2a6' } })
        .jpeg()
        .withExif({
          IFD0: { Make: 'PhoneCo' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '51/1 30/1 0/1',
            GPSLongitudeRef: 'W',
            GPSLongitude: '0/1 7/1 0/1',
          },
        })
        .toBuffer();

    it('stores an uploaded logo without its metadata and serves it at /api/files/:id; form numbers are read', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const response = await putForm(
        primary.token,
        { fundRaisingId: fundraiser._id, fundRaisingGoal: '120000', fundRaisingCause: 'A new playground' },
        await photo(),
      );
      expect(response.status).toBe(200);
      expect(response.body.message).toBe(fundraiserMessages.updated);
      const detail = response.body.data as FundraiserDetail;
      expect(detail).toMatchObject({ fundRaisingGoal: 120_000, fundRaisingCause: 'A new playground' });
      expect(detail.fundRaisingImage).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);

      const served = await fetch(`${app.url}${detail.fundRaisingImage}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await served.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
      expect(Math.max(metadata.width, metadata.height)).toBeLessThanOrEqual(1024);
    });

    it('replaces the logo after the start (it is cosmetic) and drops the old file; nothing else changes then', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const first = await putForm(primary.token, { fundRaisingId: fundraiser._id }, await photo());
      expect(first.body.message).toBe(fundraiserMessages.logoUpdated);
      await moveStartIntoPast(app.environment, fundraiser._id);

      const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#00f0' } })
        .png()
        .toBuffer();
      const second = await putForm(primary.token, { fundRaisingId: fundraiser._id }, png, 'image/png');
      expect([second.status, second.body.message]).toEqual([200, fundraiserMessages.logoUpdated]);
      expect(second.body.data?.fundRaisingImage).not.toBe(first.body.data?.fundRaisingImage);
      expect((await fetch(`${app.url}${second.body.data?.fundRaisingImage}`)).headers.get('content-type')).toBe(
        'image/png',
      );
      expect((await fetch(`${app.url}${first.body.data?.fundRaisingImage}`)).status).toBe(404);

      const withDetails = await putForm(primary.token, { fundRaisingId: fundraiser._id, city: 'Elsewhere' }, png);
      expect([withDetails.status, withDetails.body.message]).toEqual([409, fundraiserMessages.editingDisabled]);
      // A changeGoalsAndCause holder may not change the logo.
      const byGoalSetter = await putForm(goalSetter.token, { fundRaisingId: fundraiser._id }, png);
      expect([byGoalSetter.status, byGoalSetter.body.message]).toEqual([403, fundraiserMessages.onlyPrimaryAdminEdits]);
      const [row] = await app.environment.sql<{ files: string }>('select count(*) as files from stored_files');
      expect(Number(row?.files)).toBeGreaterThan(0);
    });

    it('refuses a file that is not an image, and a form without the fundraiser', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const text = await putForm(primary.token, { fundRaisingId: fundraiser._id }, Buffer.from('not an image'));
      expect([text.status, text.body.message]).toEqual([400, imageMessages.wrongType]);
      const missing = await putForm(primary.token, {}, await photo());
      expect([missing.status, missing.body.message]).toEqual([400, 'Choose a fundraiser']);
      const data = await dashboardData(primary.token, fundraiser._id);
      expect(data.fundRaiser.fundRaisingImage).toBeNull();
    });
  });

  describe('deleteFundRaising', () => {
    it('lets only the primary admin delete, before the start, with its groups', async () => {
      const fundraiser = await createFundraiser(client(), starter.token);
      await createGroups(client(), primary.token, fundraiser._id, [{ groupName: 'Doomed' }]);
      for (const caller of [starter, inviter]) {
        expect((await del(client(), q(paths.remove, { fundRaisingId: fundraiser._id }), caller.token)).status).toBe(
          403,
        );
      }
      const deleted = await del(client(), q(paths.remove, { fundRaisingId: fundraiser._id }), primary.token);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ message: fundraiserMessages.deleted, data: null });
      expect((await dashboard(primary.token, fundraiser._id)).status).toBe(404);
      const rows = await app.environment.sql('select 1 from fundraiser_groups where fundraiser_id = $1', [
        fundraiser._id,
      ]);
      expect(rows).toHaveLength(0);
      const again = await del(client(), q(paths.remove, { fundRaisingId: fundraiser._id }), primary.token);
      expect(again.status).toBe(404);
    });

    it('refuses to delete a fundraiser that has started', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      await moveStartIntoPast(app.environment, fundraiser._id);
      const response = await del(client(), q(paths.remove, { fundRaisingId: fundraiser._id }), primary.token);
      expect([response.status, response.body.message]).toEqual([409, fundraiserMessages.deletionDisabled]);
    });
  });
});
