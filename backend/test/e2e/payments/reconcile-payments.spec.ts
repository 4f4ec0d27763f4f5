import type Stripe from 'stripe';
import { checkLedgerInvariants } from '../../../src/modules/ledger/ledger-invariants';
import {
  RECONCILIATION_GRACE_MS,
  ReconcilePaymentsJob,
} from '../../../src/modules/payments/jobs/reconcile-payments.job';
import { cardPaymentProbes, startCardPaymentScene, type CardPaymentScene } from '../../support/card-payment-scene';
import { ledgerTransactionsOf, pauseWebhooks, resumeWebhooks, startDonation } from '../../support/payment-helpers';
import type { TestApp } from '../../support/test-apps';
import { eventually } from '../../support/test-environment';

/** Use case: payments/jobs/reconcile-payments (payments and refunds whose webhooks were lost). */
describe('reconciliation with Stripe', () => {
  let scene: CardPaymentScene;
  let app: TestApp;
  let stripe: InstanceType<typeof Stripe>;
  let referralCode: string;

  const env = () => app.environment;
  const { fundraiserRaised, status, receiptsTo, donorEmail } = cardPaymentProbes(() => scene);

  beforeAll(async () => {
    scene = await startCardPaymentScene();
    ({ app, stripe, referralCode } = scene);
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

  describe('reconciliation', () => {
    it('fulfils, exactly once, a payment whose webhook was lost, and a refund whose webhook was lost', async () => {
      await pauseWebhooks(env().config);
      const email = donorEmail();
      const raisedBefore = await fundraiserRaised();
      const started = await startDonation(app.client, referralCode, { amount: 4000, email });
      await stripe.paymentIntents.confirm(started.paymentIntentId, { payment_method: 'pm_card_visa' });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await status(started.paymentIntentId)).toMatchObject({ status: 'pending' });

      // A fresh payment is left to its webhook for a few minutes; reconciliation acts once they have passed.
      const job = app.app.get(ReconcilePaymentsJob);
      expect(await job.reconcile()).toMatchObject({ fulfilled: [] });
      const later = () => new Date(Date.now() + RECONCILIATION_GRACE_MS + 1_000);
      const reports = await Promise.all([job.reconcile(later()), job.reconcile(later())]);
      const paymentId = (
        await env().sql<{ id: string }>('select id from payments where provider_intent_id = $1', [
          started.paymentIntentId,
        ])
      )[0]?.id;
      expect(reports.flatMap((report) => report.fulfilled)).toEqual([paymentId]);
      expect(await status(started.paymentIntentId)).toMatchObject({ status: 'succeeded' });
      expect(await fundraiserRaised()).toBe(raisedBefore + 4000);
      await eventually('the receipt', async () => (await receiptsTo(email)).length === 1);

      const refund = await stripe.refunds.create({ payment_intent: started.paymentIntentId, amount: 1000 });
      expect((await job.reconcile()).refundsPosted).toEqual([]);
      expect(await job.reconcile(later())).toMatchObject({ fulfilled: [], refundsPosted: [refund.id] });
      expect((await job.reconcile(later())).refundsPosted).toEqual([]);
      expect(await fundraiserRaised()).toBe(raisedBefore + 3000);
      expect(await ledgerTransactionsOf(env(), started.paymentIntentId)).toHaveLength(2);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await receiptsTo(email)).toHaveLength(1);
    });
  });
});
