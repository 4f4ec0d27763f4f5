import Stripe from 'stripe';
import type { AppConfig } from '../../config/app-config';
import { Clock } from '../clock/clock';
import { InvalidWebhookSignature } from './payment-provider.port';
import { StripePaymentProvider, WEBHOOK_TOLERANCE_SECONDS } from './stripe-payment-provider';

const secret = 'whsec_unit_test_secret';
const payload = JSON.stringify({
  id: 'evt_unit_1',
  object: 'event',
  type: 'payment_intent.succeeded',
  created: 1_900_000_000,
  data: { object: { id: 'pi_unit_1', object: 'payment_intent' } },
});

/** The time the provider reads, fixed so the window's edges are exact seconds. */
const nowSeconds = 1_900_000_000;

describe('StripePaymentProvider.verifyWebhook', () => {
  const clock = new Clock();
  jest.spyOn(clock, 'now').mockImplementation(() => new Date(nowSeconds * 1000 + 500));
  const config: Pick<AppConfig, 'payments'> = {
    payments: {
      mode: 'stripe',
      secretKey: 'sk_test_unit',
      publishableKey: 'pk_test_unit',
      webhookSecret: secret,
      sandboxUrl: null,
      reconciliationIntervalSeconds: 300,
    },
  };
  const sut = new StripePaymentProvider(config, clock);
  const signedAt = (timestamp: number) =>
    sut.verifyWebhook(Buffer.from(payload), Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }));

  it.each([
    ['now', 0],
    ['five minutes ago', -WEBHOOK_TOLERANCE_SECONDS],
    ['five minutes ahead (a sender’s clock a little fast)', WEBHOOK_TOLERANCE_SECONDS],
  ])('takes a delivery signed %s', (_when, offset) => {
    expect(signedAt(nowSeconds + offset).id).toBe('evt_unit_1');
  });

  it.each([
    ['301 seconds ago', -301, /tolerance/],
    ['301 seconds ahead', 301, /in the future/],
    ['an hour ahead', 3600, /in the future/],
  ])('refuses a delivery signed %s', (_when, offset, reason) => {
    expect(() => signedAt(nowSeconds + offset)).toThrow(InvalidWebhookSignature);
    expect(() => signedAt(nowSeconds + offset)).toThrow(reason);
  });
});
