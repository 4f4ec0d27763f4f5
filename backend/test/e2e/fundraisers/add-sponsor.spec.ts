import { randomUUID } from 'node:crypto';
import { fundraiserMessages, moneyMessages, routeTable, type SponsorRow, type SponsorSaved } from '@fundplay/contracts';
import sharp from 'sharp';
import {
  SPONSORS_PER_IP_PER_HOUR,
  tooManySponsors,
} from '../../../src/modules/fundraisers/commands/add-sponsor/add-sponsor.handler';
import { imageMessages } from '../../../src/platform/storage/image-uploads';
import { createFundraiser, signedInPrimaryAdmin, type SignedInAccount } from '../../support/fundraiser-helpers';
import { addBusinessSponsor, businessSponsor, logoPng, sendSponsorForm, sponsorsAs } from '../../support/sponsor-form';
import { startTestApp, type TestApp } from '../../support/test-apps';

/** Use case: fundraisers/commands/add-sponsor (a sponsor added by the public, with a logo). */
describe('sponsors added by the public with a logo', () => {
  let app: TestApp;
  let primary: SignedInAccount;

  const client = () => app.client;
  const env = () => app.environment;

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
      const fields = businessSponsor(fundraiser._id, { businessName: 'Maple Hardware' });
      const answer = await sendSponsorForm(app.url, 'POST', fields, { image: await logoPng() });
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
      const first = await addBusinessSponsor(app.url, fundraiser._id, { businessName: 'Corner Bakery' });
      const [before] = await env().sql<{ files: string }>('select count(*) as files from stored_files');

      const again = await sendSponsorForm(
        app.url,
        'POST',
        businessSponsor(fundraiser._id, { businessName: 'CORNER bakery', firstName: 'Someone', lastName: 'Else' }),
        { image: await logoPng('#f00') },
      );
      expect(again.status).toBe(200);
      expect(again.body.message).toBe(moneyMessages.sponsorExists);
      expect(again.body.data).toEqual({ existed: true, sponsor: first });
      const [after] = await env().sql<{ files: string }>('select count(*) as files from stored_files');
      expect(after?.files).toBe(before?.files);

      // The same name elsewhere is another sponsor.
      const other = await createFundraiser(client(), primary.token);
      expect((await addBusinessSponsor(app.url, other._id, { businessName: 'Corner Bakery' }))._id).not.toBe(first._id);
    });

    it('turns two requests racing for one business into one sponsor', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const image = await logoPng();
      const answers = await Promise.all(
        [0, 1, 2].map(() =>
          sendSponsorForm(app.url, 'POST', businessSponsor(fundraiser._id, { businessName: 'Racing Co' }), { image }),
        ),
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
      const noLogo = await sendSponsorForm(app.url, 'POST', businessSponsor(fundraiser._id));
      expect([noLogo.status, noLogo.body.message]).toEqual([400, moneyMessages.logoRequired]);
      const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
        .webp()
        .toBuffer();
      const wrongKind = await sendSponsorForm(app.url, 'POST', businessSponsor(fundraiser._id), {
        image: webp,
        type: 'image/webp',
      });
      expect([wrongKind.status, wrongKind.body.message]).toEqual([400, moneyMessages.logoRequired]);
      const text = await sendSponsorForm(app.url, 'POST', businessSponsor(fundraiser._id), {
        image: Buffer.from('not an image'),
      });
      expect([text.status, text.body.message]).toEqual([400, imageMessages.wrongType]);
      const noName = await sendSponsorForm(app.url, 'POST', businessSponsor(fundraiser._id, { businessName: '' }), {
        image: await logoPng(),
      });
      expect(noName.status).toBe(400);
      expect(noName.body.errors?.businessName).toBeDefined();
      const badSite = await sendSponsorForm(app.url, 'POST', businessSponsor(fundraiser._id, { websiteUrl: 'acme' }), {
        image: await logoPng(),
      });
      expect([badSite.status, badSite.body.message]).toEqual([400, moneyMessages.websiteUrlInvalid]);
      const unknown = await sendSponsorForm(app.url, 'POST', businessSponsor(randomUUID()), { image: await logoPng() });
      expect([unknown.status, unknown.body.message]).toEqual([404, fundraiserMessages.notFound]);
      const [row] = await env().sql<{ n: string }>('select count(*) as n from sponsors where fundraiser_id = $1', [
        fundraiser._id,
      ]);
      expect(row?.n).toBe('0');
    });

    it('takes an individual sponsor as JSON, without a logo; lists show businesses only', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const answer = await client().post(routeTable.addSponsor.path, {
        fundRaisingId: fundraiser._id,
        type: 'individual',
        firstName: 'Ivy',
        lastName: 'Giver',
      });
      expect(answer.status).toBe(201);
      expect(answer.body.data.sponsor).toMatchObject({ type: 'individual', businessName: '', businessImage: null });
      const business = await addBusinessSponsor(app.url, fundraiser._id);
      const listed = await sponsorsAs(client(), primary.token, fundraiser._id);
      expect((listed.body.data as SponsorRow[]).map((sponsor) => sponsor._id)).toEqual([business._id]);
    });

    it(`takes at most ${SPONSORS_PER_IP_PER_HOUR} sponsors an hour from one address`, async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const ip = '198.51.100.77';
      const fields = { fundRaisingId: fundraiser._id, type: 'individual', firstName: 'Ivy', lastName: 'Giver' };
      for (let index = 0; index < SPONSORS_PER_IP_PER_HOUR; index += 1) {
        expect((await sendSponsorForm(app.url, 'POST', fields, { ip })).status).toBe(201);
      }
      const refused = await sendSponsorForm(app.url, 'POST', fields, { ip });
      expect([refused.status, refused.body.message]).toEqual([429, tooManySponsors]);
      expect((await sendSponsorForm(app.url, 'POST', fields, { ip: '198.51.100.78' })).status).toBe(201);
    });
  });
});
