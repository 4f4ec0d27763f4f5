import { randomUUID } from 'node:crypto';
import { fundraiserMessages, moneyMessages, routeTable, type SponsorRow, type SponsorSaved } from '@fundplay/contracts';
import sharp from 'sharp';
import {
  SPONSORS_PER_IP_PER_HOUR,
  tooManySponsors,
} from '../../../src/modules/fundraisers/commands/add-sponsor/add-sponsor.handler';
import { imageMessages } from '../../../src/platform/storage/image-uploads';
import { createFundraiser, signedInPrimaryAdmin, type SignedInAccount } from '../../support/fundraiser-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';

const paths = {
  add: routeTable.addSponsor.path,
  list: routeTable.getSponsor.path,
  update: routeTable.updateSponsor.path,
};

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

const png = (background = '#2a6') =>
  sharp({ create: { width: 300, height: 200, channels: 4, background } })
    .png()
    .toBuffer();

interface FormAnswer {
  status: number;
  body: { message: string; data?: SponsorSaved; errors?: Record<string, string[]> };
}

/** Use case: fundraisers/commands/add-sponsor (a sponsor added by the public, with a logo). */
describe('sponsors added by the public with a logo', () => {
  let app: TestApp;
  let primary: SignedInAccount;

  const client = () => app.client;
  const env = () => app.environment;

  /** The sponsor form as a browser sends it: multipart, the logo in `image`, from one client address. */
  async function sendForm(
    method: 'POST' | 'PUT',
    fields: Record<string, string>,
    options: { image?: Buffer; type?: string; token?: string; ip?: string } = {},
  ): Promise<FormAnswer> {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (options.image) {
      form.append(
        'image',
        new Blob([new Uint8Array(options.image)], { type: options.type ?? 'image/png' }),
        'logo.png',
      );
    }
    const response = await fetch(`${app.url}${method === 'POST' ? paths.add : paths.update}`, {
      method,
      headers: {
        'x-forwarded-for': options.ip ?? '203.0.113.10',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as FormAnswer['body'] };
  }

  const business = (fundRaisingId: string, overrides: Record<string, string> = {}) => ({
    fundRaisingId,
    type: 'business',
    firstName: 'Pat',
    lastName: 'Owner',
    businessName: `Acme ${randomUUID().slice(0, 6)}`,
    websiteUrl: 'https://acme.example.com',
    ...overrides,
  });

  async function addBusiness(fundRaisingId: string, overrides: Record<string, string> = {}): Promise<SponsorRow> {
    const answer = await sendForm('POST', business(fundRaisingId, overrides), { image: await png() });
    expect(answer.status).toBe(201);
    return (answer.body.data as SponsorSaved).sponsor;
  }

  async function sponsorsAs(token: string, fundRaisingId: string) {
    return client().get(q(paths.list, { fundRaisingId }), token);
  }

  beforeAll(async () => {
    // The forwarded client address is trusted from loopback, so each test can be its own visitor.
    app = await startTestApp({ CAPTCHA: 'off', TRUST_PROXY: '127.0.0.1' });
    primary = await signedInPrimaryAdmin(env(), app.app);
  });

  afterAll(async () => {
    await app?.stop();
  });

  describe('addSponsor', () => {
    it('adds a business with its logo, re-encoded and served; nobody needs to be signed in', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const fields = business(fundraiser._id, { businessName: 'Maple Hardware' });
      const answer = await sendForm('POST', fields, { image: await png() });
      expect(answer.status).toBe(201);
      expect(answer.body.message).toBe(moneyMessages.sponsorAdded);
      const saved = answer.body.data as SponsorSaved;
      expect(saved).toEqual({
        existed: false,
        sponsor: {
          _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          fundRaisingId: fundraiser._id,
          firstName: 'Pat',
          lastName: 'Owner',
          businessName: 'Maple Hardware',
          websiteUrl: 'https://acme.example.com',
          businessImage: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}$/),
          type: 'business',
          isFeatured: false,
          totalTransactions: 0,
          amount: 0,
          createdAt: expect.any(String),
        },
      });
      const logo = await fetch(`${app.url}${saved.sponsor.businessImage}`);
      expect(logo.status).toBe(200);
      expect(logo.headers.get('content-type')).toBe('image/png');
      const metadata = await sharp(Buffer.from(await logo.arrayBuffer())).metadata();
      expect(Math.max(metadata.width, metadata.height)).toBeLessThanOrEqual(512);
    });

    it('answers the existing sponsor, as a success, when the same business (in any case) comes back', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const first = await addBusiness(fundraiser._id, { businessName: 'Corner Bakery' });
      const [before] = await env().sql<{ files: string }>('select count(*) as files from stored_files');

      const again = await sendForm(
        'POST',
        business(fundraiser._id, { businessName: 'CORNER bakery', firstName: 'Someone', lastName: 'Else' }),
        { image: await png('#f00') },
      );
      expect(again.status).toBe(200);
      expect(again.body.message).toBe(moneyMessages.sponsorExists);
      expect(again.body.data).toEqual({ existed: true, sponsor: first });
      const [after] = await env().sql<{ files: string }>('select count(*) as files from stored_files');
      expect(after?.files).toBe(before?.files);

      // The same name elsewhere is another sponsor.
      const other = await createFundraiser(client(), primary.token);
      expect((await addBusiness(other._id, { businessName: 'Corner Bakery' }))._id).not.toBe(first._id);
    });

    it('turns two requests racing for one business into one sponsor', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const image = await png();
      const answers = await Promise.all(
        [0, 1, 2].map(() => sendForm('POST', business(fundraiser._id, { businessName: 'Racing Co' }), { image })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
      expect(new Set(answers.map((answer) => answer.body.data?.sponsor._id)).size).toBe(1);
      const [row] = await env().sql<{ n: string }>('select count(*) as n from sponsors where fundraiser_id = $1', [
        fundraiser._id,
      ]);
      expect(row?.n).toBe('1');
    });

    it('requires a PNG or JPEG logo, a business name and a website for a business', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const noLogo = await sendForm('POST', business(fundraiser._id));
      expect([noLogo.status, noLogo.body.message]).toEqual([400, moneyMessages.logoRequired]);
      const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
        .webp()
        .toBuffer();
      const wrongKind = await sendForm('POST', business(fundraiser._id), { image: webp, type: 'image/webp' });
      expect([wrongKind.status, wrongKind.body.message]).toEqual([400, moneyMessages.logoRequired]);
      const text = await sendForm('POST', business(fundraiser._id), { image: Buffer.from('not an image') });
      expect([text.status, text.body.message]).toEqual([400, imageMessages.wrongType]);
      const noName = await sendForm('POST', business(fundraiser._id, { businessName: '' }), { image: await png() });
      expect(noName.status).toBe(400);
      expect(noName.body.errors?.businessName).toBeDefined();
      const badSite = await sendForm('POST', business(fundraiser._id, { websiteUrl: 'acme' }), { image: await png() });
      expect([badSite.status, badSite.body.message]).toEqual([400, moneyMessages.websiteUrlInvalid]);
      const unknown = await sendForm('POST', business(randomUUID()), { image: await png() });
      expect([unknown.status, unknown.body.message]).toEqual([404, fundraiserMessages.notFound]);
      const [row] = await env().sql<{ n: string }>('select count(*) as n from sponsors where fundraiser_id = $1', [
        fundraiser._id,
      ]);
      expect(row?.n).toBe('0');
    });

    it('takes an individual sponsor as JSON, without a logo; lists show businesses only', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const answer = await client().post(paths.add, {
        fundRaisingId: fundraiser._id,
        type: 'individual',
        firstName: 'Ivy',
        lastName: 'Giver',
      });
      expect(answer.status).toBe(201);
      expect(answer.body.data.sponsor).toMatchObject({ type: 'individual', businessName: '', businessImage: null });
      const business = await addBusiness(fundraiser._id);
      const listed = await sponsorsAs(primary.token, fundraiser._id);
      expect((listed.body.data as SponsorRow[]).map((sponsor) => sponsor._id)).toEqual([business._id]);
    });

    it(`takes at most ${SPONSORS_PER_IP_PER_HOUR} sponsors an hour from one address`, async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const ip = '198.51.100.77';
      const fields = { fundRaisingId: fundraiser._id, type: 'individual', firstName: 'Ivy', lastName: 'Giver' };
      for (let index = 0; index < SPONSORS_PER_IP_PER_HOUR; index += 1) {
        expect((await sendForm('POST', fields, { ip })).status).toBe(201);
      }
      const refused = await sendForm('POST', fields, { ip });
      expect([refused.status, refused.body.message]).toEqual([429, tooManySponsors]);
      expect((await sendForm('POST', fields, { ip: '198.51.100.78' })).status).toBe(201);
    });
  });
});
