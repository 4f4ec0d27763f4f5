import {
  campaignLimits,
  campaignMessages,
  identityMessages,
  routeTable,
  type FundraiserDetail,
} from '@fundplay/contracts';
import sharp from 'sharp';
import { signedInAdminTeam } from '../../support/admin-team';
import { createFundraiser, moveStartIntoPast, type SignedInAccount } from '../../support/fundraiser-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';
import { Migration20261130010000CampaignPages } from '../../../migrations/20261130010000-campaign-pages';

/**
 * Use cases: fundraisers/commands/create-fundraiser and update-fundraiser for the campaign page (issue #21): the slug
 * made from the name (unique, kept on rename, backfilled by the migration), the story and the cover photo.
 */
describe('a fundraiser’s slug, story and cover', () => {
  let app: TestApp;
  let primary: SignedInAccount;
  let goalSetter: SignedInAccount; // changeGoalsAndCause
  let plain: SignedInAccount; // no privileges

  const client = () => app.client;
  const update = (token: string, body: Record<string, unknown>) =>
    client().put(routeTable.updateFundRaising.path, body, token);

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: 'off' });
    ({ primary, goalSetter, plain } = await signedInAdminTeam(app.environment, app.app));
  });

  afterAll(async () => {
    await app?.stop();
  });

  async function putForm(token: string, fields: Record<string, string>, files: Record<string, Buffer>) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    for (const [field, bytes] of Object.entries(files)) {
      form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `${field}.png`);
    }
    const response = await fetch(`${app.url}${routeTable.updateFundRaising.path}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as { message: string; data?: FundraiserDetail } };
  }

  /** A PNG carrying a text chunk (as phones and editors write): the stored copy must not keep it. */
  async function pngWithText(width: number, height: number, text: string): Promise<Buffer> {
    const png = await sharp({ create: { width, height, channels: 3, background: '#e63' } })
      .png()
      .toBuffer();
    const data = Buffer.from(`Comment\0${text}`, 'latin1');
    const type = Buffer.from('tEXt', 'latin1');
    const chunk = Buffer.alloc(12 + data.length);
    chunk.writeUInt32BE(data.length, 0);
    type.copy(chunk, 4);
    data.copy(chunk, 8);
    const { crc32 } = await import('node:zlib');
    chunk.writeUInt32BE(crc32(Buffer.concat([type, data])), 8 + data.length);
    const endOfHeader = 8 + 25; // signature, then IHDR (length, type, 13 bytes, CRC)
    return Buffer.concat([png.subarray(0, endOfHeader), chunk, png.subarray(endOfHeader)]);
  }

  describe('the slug', () => {
    it('is made from the name, unique with a number on a clash, and kept when the fundraiser is renamed', async () => {
      const first = await createFundraiser(client(), primary.token, { fundRaisingName: 'Westfield Robotics!' });
      const second = await createFundraiser(client(), primary.token, { fundRaisingName: 'westfield  robotics' });
      const third = await createFundraiser(client(), primary.token, { fundRaisingName: 'Westfield Robotics' });
      expect([first.slug, second.slug, third.slug]).toEqual([
        'westfield-robotics',
        'westfield-robotics-2',
        'westfield-robotics-3',
      ]);
      const accented = await createFundraiser(client(), primary.token, { fundRaisingName: 'Café Crème Club' });
      expect(accented.slug).toBe('cafe-creme-club');

      const renamed = await update(primary.token, { fundRaisingId: first._id, fundRaisingName: 'Eastfield Robots' });
      expect(renamed.status).toBe(200);
      expect(renamed.body.data).toMatchObject({ fundRaisingName: 'Eastfield Robots', slug: 'westfield-robotics' });
      const fourth = await createFundraiser(client(), primary.token, { fundRaisingName: 'Westfield Robotics' });
      expect(fourth.slug).toBe('westfield-robotics-4');
    });

    it('two fundraisers of one name created at once get different slugs', async () => {
      const name = `Twin Fair ${Date.now()}`;
      const made = await Promise.all(
        [1, 2, 3].map(() => createFundraiser(client(), primary.token, { fundRaisingName: name })),
      );
      const base = name.toLowerCase().replace(/ /g, '-');
      expect(made.map((fundraiser) => fundraiser.slug).sort()).toEqual([base, `${base}-2`, `${base}-3`]);
    });

    it('is backfilled for fundraisers that existed before, oldest first, with their donation codes', async () => {
      const { sql } = app.environment;
      // The migration's own backfill statement, run on rows as they were before it (in a transaction undone after).
      const migration = new Migration20261130010000CampaignPages({} as never, {} as never);
      await migration.up();
      const backfill = migration.getQueries().find((query) => String(query).includes('do $do$'));
      if (!backfill) throw new Error('the migration has no backfill');
      await sql('begin');
      try {
        await sql('alter table fundraisers disable trigger fundraisers_fill_slug');
        await sql('alter table fundraisers disable trigger fundraisers_add_donation_code');
        await sql('alter table fundraiser_groups disable trigger fundraiser_groups_add_donation_code');
        await sql('alter table fundraisers alter column slug drop not null');
        const [older, newer] = await sql<{ id: string }>(
          `insert into fundraisers (id, fund_raising_name, starts_at, ends_at, goal_cents, created_at)
           values (gen_random_uuid(), 'Old Fair', now(), now() + interval '7 days', 100000, '2020-01-01'),
                  (gen_random_uuid(), 'Old Fair', now(), now() + interval '7 days', 100000, '2021-01-01')
           returning id`,
        );
        if (!older || !newer) throw new Error('no rows');
        await sql(`insert into fundraiser_groups (id, fundraiser_id, name) values (gen_random_uuid(), $1, 'Red')`, [
          older.id,
        ]);
        await sql(String(backfill));
        const rows = await sql<{ slug: string }>(
          'select slug from fundraisers where id in ($1, $2) order by created_at',
          [older.id, newer.id],
        );
        expect(rows.map((row) => row.slug)).toEqual(['old-fair', 'old-fair-2']);
        const codes = await sql<{ kind: string; code: string }>(
          'select kind, code from referral_codes where fundraiser_id = $1 order by kind',
          [older.id],
        );
        expect(codes.map((code) => code.kind)).toEqual(['fundraiser', 'group']);
        expect(codes[0]?.code).toMatch(/^[A-Za-z0-9]{12}$/);
      } finally {
        await sql('rollback');
      }
    });
  });

  describe('the story and the cover', () => {
    it('an admin who may change goals and cause sets them, even after the start; the cover loses its metadata', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      await moveStartIntoPast(app.environment, fundraiser._id);
      const story = 'We are building a robot.\n\nEvery gift buys parts.';
      const response = await putForm(
        goalSetter.token,
        { fundRaisingId: fundraiser._id, fundRaisingStory: story },
        { coverImage: await pngWithText(2400, 900, 'secret-location') },
      );
      expect(response.status).toBe(200);
      const detail = response.body.data as FundraiserDetail;
      expect(detail.fundRaisingStory).toBe(story);
      expect(detail.coverImage).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
      expect(detail.fundRaisingImage).toBeNull();

      const served = Buffer.from(await (await fetch(`${app.url}${detail.coverImage}`)).arrayBuffer());
      expect(served.includes(Buffer.from('secret-location'))).toBe(false);
      expect(served.includes(Buffer.from('tEXt'))).toBe(false);
      expect(await sharp(served).metadata()).toMatchObject({ format: 'png', width: 2048, height: 768 });

      // A new cover and a logo in one form; the old cover's file is gone.
      const both = await putForm(
        primary.token,
        { fundRaisingId: fundraiser._id },
        { image: await pngWithText(200, 200, 'x'), coverImage: await pngWithText(800, 300, 'y') },
      );
      expect(both.status).toBe(200);
      expect(both.body.data?.fundRaisingImage).toMatch(/^\/api\/files\//);
      expect(both.body.data?.coverImage).not.toBe(detail.coverImage);
      expect((await fetch(`${app.url}${detail.coverImage}`)).status).toBe(404);

      const cleared = await update(goalSetter.token, { fundRaisingId: fundraiser._id, fundRaisingStory: '' });
      expect(cleared.body.data.fundRaisingStory).toBeNull();
    });

    it('refuses an admin without that permission (403 with a message), and a story over the limit (400)', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const refused = await update(plain.token, { fundRaisingId: fundraiser._id, fundRaisingStory: 'Mine now' });
      expect(refused).toEqual({ status: 403, body: { message: identityMessages.forbidden } });
      const refusedCover = await putForm(
        plain.token,
        { fundRaisingId: fundraiser._id },
        { coverImage: await pngWithText(100, 50, 'z') },
      );
      expect([refusedCover.status, refusedCover.body.message]).toEqual([403, identityMessages.forbidden]);

      const long = await update(primary.token, {
        fundRaisingId: fundraiser._id,
        fundRaisingStory: 'x'.repeat(campaignLimits.storyMax + 1),
      });
      expect(long.status).toBe(400);
      expect(long.body.message).toBe(campaignMessages.storyLength);
      const longForm = await putForm(
        primary.token,
        { fundRaisingId: fundraiser._id, fundRaisingStory: 'é'.repeat(campaignLimits.storyMax + 1) },
        {},
      );
      expect([longForm.status, longForm.body.message]).toEqual([400, campaignMessages.storyLength]);
      const longest = await putForm(
        primary.token,
        { fundRaisingId: fundraiser._id, fundRaisingStory: 'é'.repeat(campaignLimits.storyMax) },
        {},
      );
      expect(longest.status).toBe(200);
    });
  });
});
