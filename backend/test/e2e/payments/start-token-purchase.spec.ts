import { moneyMessages, routeTable, type PaymentIntentStart } from '@fundplay/contracts';
import type Stripe from 'stripe';
import { checkLedgerInvariants } from '../../../src/modules/ledger/ledger-invariants';
import { cardPaymentProbes, startCardPaymentScene, type CardPaymentScene } from '../../support/card-payment-scene';
import { createFundraiser, type SignedInAccount } from '../../support/fundraiser-helpers';
import { resumeWebhooks } from '../../support/payment-helpers';
import type { TestApp } from '../../support/test-apps';
import { eventually } from '../../support/test-environment';

/** Use case: payments/commands/start-token-purchase (tokens bought by card, credited once the charge succeeds). */
describe('token purchases by card', () => {
  let scene: CardPaymentScene;
  let app: TestApp;
  let stripe: InstanceType<typeof Stripe>;
  let admin: SignedInAccount;
  let fundraiserId: string;
  let groupId: string;
  let participant: { id: string; email: string; token: string };

  const env = () => app.environment;
  const { membership, status } = cardPaymentProbes(() => scene);

  beforeAll(async () => {
    scene = await startCardPaymentScene();
    ({ app, stripe, admin, fundraiserId, groupId, participant } = scene);
  });

  afterEach(async () => {
    await resumeWebhooks(env().config);
  });

  afterAll(async () => {
    if (app) {
      // Whatever the tests did, the books balance.
      const check = await checkLedgerInvariants((text, params) => app.environment.sql(text, params));
      expect(check.violations).toEqual([]);
    }
    await app?.stop();
  });

  describe('token purchases', () => {
    it('credits the bought tokens to the buyer’s wallet once the charge succeeds', async () => {
      const tokensBefore = (await membership())?.tokens ?? 0;
      // The fundraiser itself has no payout account here (only its group has): bought for it, nothing can settle.
      const forFundraiser = await app.client.post(
        routeTable.buyTokens.path,
        { amount: 5, fundRaiserId: fundraiserId },
        participant.token,
      );
      expect(forFundraiser).toMatchObject({ status: 409, body: { message: moneyMessages.payoutAccountMissing } });

      const response = await app.client.post(routeTable.buyTokens.path, { amount: 5, groupId }, participant.token);
      expect(response.status).toBe(200);
      const started = response.body.data as PaymentIntentStart;
      const price = env().config.pricing.tokenPriceCents;
      expect(started).toMatchObject({ amountCents: 5 * price, tokens: 5, coveredFeeCents: 0 });
      await stripe.paymentIntents.confirm(started.paymentIntentId, { payment_method: 'pm_card_visa' });
      await eventually(
        'the purchase to be fulfilled',
        async () => (await status(started.paymentIntentId)).status === 'succeeded',
      );
      expect((await membership())?.tokens).toBe(tokensBefore + 5);
      const receipt = await eventually('the buyer’s receipt', async () =>
        (await app.client.mailbox(participant.email)).find((mail) =>
          mail.subject?.startsWith('Your receipt: 5 tokens'),
        ),
      );
      expect(receipt.body).toContain('Tokens: 5');
    });

    it('refuses a member of another fundraiser, and anyone who is not a participant or team member', async () => {
      const other = await createFundraiser(app.client, admin.token);
      const response = await app.client.post(
        routeTable.buyTokens.path,
        { amount: 5, fundRaiserId: other._id },
        participant.token,
      );
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(moneyMessages.notAMember);
      const asAdmin = await app.client.post(
        routeTable.buyTokens.path,
        { amount: 5, fundRaiserId: fundraiserId },
        admin.token,
      );
      expect(asAdmin.status).toBe(403);
    });
  });
});
