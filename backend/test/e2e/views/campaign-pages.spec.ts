import {
  fundraiserMessages,
  routeTable,
  type CampaignPage,
  type LiveFundraiser,
  type SupportersPage,
} from '@fundplay/contracts';
import { cardPaymentProbes, startCardPaymentScene, type CardPaymentScene } from '../../support/card-payment-scene';
import { paymentStatus, startDonation } from '../../support/payment-helpers';
import type { TestApp } from '../../support/test-apps';
import { eventually } from '../../support/test-environment';

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/**
 * Use cases: views/queries/get-campaign-page and get-campaign-supporters, the public reads behind `/donate/{code}`
 * and `/f/{slug}`: the fundraisers context's scope joined with the payments context's wall, over HTTP, signed out.
 */
describe('campaign pages', () => {
  let scene: CardPaymentScene;
  let app: TestApp;
  const { donorEmail } = cardPaymentProbes(() => scene);

  async function give(code: string, firstName: string, message: string): Promise<void> {
    const started = await startDonation(app.client, code, { email: donorEmail(), firstName, message });
    await scene.stripe.paymentIntents.confirm(started.paymentIntentId, { payment_method: 'pm_card_visa' });
    await eventually('the gift to be settled', async () => {
      return (await paymentStatus(app.environment, started.paymentIntentId)) === 'succeeded';
    });
  }

  const page = async (params: Record<string, string>) => {
    const response = await app.client.get(q(routeTable.getCampaignPage.path, params));
    return { status: response.status, body: response.body as { message: string; data: CampaignPage } };
  };

  beforeAll(async () => {
    scene = await startCardPaymentScene();
    app = scene.app;
    await app.environment.sql(`update accounts set first_name = 'Jordan', last_name = 'Kim' where id = $1`, [
      scene.participant.id,
    ]);
    for (let gift = 1; gift <= 12; gift += 1) await give(scene.referralCode, `Donor${gift}`, `Gift number ${gift}`);
  });

  afterAll(async () => {
    await app?.stop();
  });

  it("answers a participant's page in one read: the participant by first name and initial, their wall and count", async () => {
    const { status, body } = await page({ code: scene.referralCode });
    expect(status).toBe(200);
    const { data } = body;
    expect(data.kind).toBe('participant');
    expect(data.code).toBe(scene.referralCode);
    expect(data.participant).toMatchObject({ displayName: 'Jordan K.', raised: 12 * 2500 });
    expect(data.fundraiser.supporterCount).toBe(12);
    expect(data.fundraiser.totalFunding).toBe(12 * 2500);
    expect(data.closedReason).toBeNull();
    expect(data.supporters.supporters).toHaveLength(10);
    expect(data.supporters.supporters[0]).toMatchObject({ name: 'Donor12 D.', message: 'Gift number 12' });
    expect(data.supporters.nextCursor).toEqual(expect.any(String));
  });

  it('pages the rest of the wall through getSupporters, each gift once', async () => {
    const first = (await page({ code: scene.referralCode })).body.data.supporters;
    const next = await app.client.get(
      q(routeTable.getSupporters.path, { code: scene.referralCode, cursor: first.nextCursor as string }),
    );
    expect(next.status).toBe(200);
    const rest = (next.body as { data: SupportersPage }).data;
    expect(rest.nextCursor).toBeNull();
    const names = [...first.supporters, ...rest.supporters].map((supporter) => supporter.name);
    expect(names).toHaveLength(12);
    expect(new Set(names).size).toBe(12);
  });

  it("opens the fundraiser's page by its slug, with the fundraiser's own code to give through", async () => {
    const byCode = (await page({ code: scene.referralCode })).body.data;
    const { status, body } = await page({ slug: byCode.fundraiser.slug });
    expect(status).toBe(200);
    expect(body.data.kind).toBe('fundraiser');
    expect(body.data.code).toBe(byCode.fundraiser.code);
    expect(body.data.participant).toBeNull();
    expect(body.data.fundraiser.supporterCount).toBe(12);
    // The big screen shows the same readable address as its QR code.
    const live = await app.client.get(q(routeTable.getLiveFundraiser.path, { fundRaiserId: scene.fundraiserId }));
    expect((live.body as { data: LiveFundraiser }).data.fundraiser.slug).toBe(byCode.fundraiser.slug);
  });

  it('answers an unknown code or slug with a 404 a person understands, and a request naming neither with a 400', async () => {
    const unknown = await page({ code: 'NOPE1234' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(fundraiserMessages.invalidReferralPage);
    expect((await page({ slug: 'no-such-fundraiser' })).status).toBe(404);
    const more = await app.client.get(q(routeTable.getSupporters.path, { code: 'NOPE1234' }));
    expect(more.status).toBe(404);
    expect((await page({})).status).toBe(400);
    const malformed = await app.client.get(
      q(routeTable.getSupporters.path, { code: scene.referralCode, cursor: 'not-a-cursor' }),
    );
    expect(malformed.status).toBe(400);
  });
});
