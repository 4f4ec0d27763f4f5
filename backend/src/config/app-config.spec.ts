import { AppConfig, developmentSmsNumber } from './app-config';
import { ConfigError } from './config-error';
import { developmentTwilioWebhookToken } from './config.schema';

const minimal = {
  DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
  REDIS_URL: 'redis://127.0.0.1:6379',
  STRIPE_SANDBOX_URL: 'http://127.0.0.1:12111',
};

/** Production settings that pass every check but the session secret. */
const production = {
  ...minimal,
  NODE_ENV: 'production',
  EMAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtp://mail.example.com',
  SMS_TRANSPORT: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC1',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM_NUMBER: '+15550100199',
  STRIPE_SECRET_KEY: 'sk_live_example',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
};
const strongSessionSecret = 'q3Zv8KfP1xN6rT0yLw2bH9cJ5mD4sG7aE+uR/tY=';

describe('AppConfig.fromEnvironment', () => {
  it('applies the documented defaults', () => {
    const sut = AppConfig.fromEnvironment(minimal);
    expect(sut.http.port).toBe(3000);
    expect(sut.http.publicUrl).toBe('http://localhost:3000');
    expect(sut.messaging.email).toEqual({ transport: 'mailbox' });
    expect(sut.pricing.platformFeeBasisPoints).toBe(1000);
  });

  it('lists every problem at once in a readable message', () => {
    let error: unknown;
    try {
      AppConfig.fromEnvironment({ PORT: 'eighty', REDIS_URL: 'http://nope' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/DATABASE_URL/);
    expect(problems).toMatch(/REDIS_URL: must be a redis:\/\/ URL/);
    expect((error as ConfigError).message).toMatch(/configuration is invalid/);
  });

  it('requires SMTP settings when the SMTP transport is chosen', () => {
    expect(() => AppConfig.fromEnvironment({ ...minimal, EMAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL: is required/);
  });

  it('refuses the local mailbox in production', () => {
    expect(() =>
      AppConfig.fromEnvironment({
        ...minimal,
        NODE_ENV: 'production',
        EMAIL_TRANSPORT: 'smtp',
        SMTP_URL: 'smtp://mail.example.com',
      }),
    ).toThrow(/SMS_TRANSPORT: must be twilio in production/);
  });

  it('refuses to run production without a session secret or with the captcha off', () => {
    expect(() => AppConfig.fromEnvironment({ ...production, CAPTCHA: 'off' })).toThrow(
      /SESSION_SECRET: is required in production[\s\S]*CAPTCHA: cannot be off in production/,
    );
    expect(() => AppConfig.fromEnvironment({ ...production, SESSION_SECRET: 'short' })).toThrow(
      /at least 32 characters/,
    );
    expect(AppConfig.fromEnvironment({ ...production, SESSION_SECRET: strongSessionSecret }).identity.captcha).toBe(
      true,
    );
  });

  it('leaves /metrics without a token and the worker without a metrics port unless told, and refuses a guessable token in production', () => {
    expect(AppConfig.fromEnvironment(minimal).metrics).toEqual({ token: null, workerPort: null });
    const secured = { ...production, SESSION_SECRET: strongSessionSecret };
    expect(
      AppConfig.fromEnvironment({ ...secured, METRICS_TOKEN: strongSessionSecret, METRICS_PORT: '9464' }).metrics,
    ).toEqual({
      token: strongSessionSecret,
      workerPort: 9464,
    });
    expect(() => AppConfig.fromEnvironment({ ...secured, METRICS_TOKEN: 'metrics'.repeat(6) })).toThrow(
      /METRICS_TOKEN: has too few distinct characters/,
    );
  });

  it('demands a captcha cost of 15000 unless told otherwise, and never less in production', () => {
    expect(AppConfig.fromEnvironment(minimal).identity.captchaCost).toBe(15_000);
    const secured = { ...production, SESSION_SECRET: strongSessionSecret };
    expect(AppConfig.fromEnvironment(secured).identity.captchaCost).toBe(15_000);
    expect(AppConfig.fromEnvironment({ ...secured, CAPTCHA_COST: '20000' }).identity.captchaCost).toBe(20_000);
    expect(() => AppConfig.fromEnvironment({ ...secured, CAPTCHA_COST: '14999' })).toThrow(
      /CAPTCHA_COST: cannot be below 15000 in production/,
    );
    // Tests solve cheap challenges; a cost must still be a positive whole number.
    expect(AppConfig.fromEnvironment({ ...minimal, CAPTCHA_COST: '10' }).identity.captchaCost).toBe(10);
    for (const invalid of ['0', '-5', '2.5', 'cheap']) {
      expect(() => AppConfig.fromEnvironment({ ...minimal, CAPTCHA_COST: invalid })).toThrow(/CAPTCHA_COST/);
    }
  });

  it("checks Twilio's webhooks with Twilio's auth token, and with the public development token only without Twilio", () => {
    expect(AppConfig.fromEnvironment(minimal).smsWebhooks).toEqual({
      authToken: developmentTwilioWebhookToken,
      ourNumber: developmentSmsNumber,
    });
    const twilio = {
      ...minimal,
      SMS_TRANSPORT: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'real-token',
      TWILIO_FROM_NUMBER: '+15550100199',
    };
    expect(AppConfig.fromEnvironment(twilio).smsWebhooks).toEqual({
      authToken: 'real-token',
      ourNumber: '+15550100199',
    });
    expect(() =>
      AppConfig.fromEnvironment({
        ...twilio,
        NODE_ENV: 'production',
        TWILIO_AUTH_TOKEN: developmentTwilioWebhookToken,
      }),
    ).toThrow(/TWILIO_AUTH_TOKEN: is a public development value/);
  });

  it('uses the local Stripe sandbox without keys, as a tenant named by the Redis prefix', () => {
    const sut = AppConfig.fromEnvironment({ ...minimal, REDIS_KEY_PREFIX: 'run1' });
    expect(sut.payments).toMatchObject({
      mode: 'sandbox',
      secretKey: 'sk_test_sandbox_run1',
      publishableKey: 'pk_test_sandbox_run1',
      sandboxUrl: 'http://127.0.0.1:12111',
    });
    expect(sut.pricing.tokenEarnCents).toBe(1000);
  });

  it('uses Stripe when all three keys are set, and names the missing ones otherwise', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    };
    expect(AppConfig.fromEnvironment({ ...minimal, ...keys }).payments.mode).toBe('stripe');
    expect(() => AppConfig.fromEnvironment({ ...minimal, STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: is required with the other STRIPE_\* keys[\s\S]*STRIPE_WEBHOOK_SECRET/,
    );
    const { STRIPE_SANDBOX_URL: _unused, ...withoutSandbox } = minimal;
    expect(() => AppConfig.fromEnvironment(withoutSandbox)).toThrow(
      /STRIPE_SANDBOX_URL: is required without Stripe keys/,
    );
  });
});
