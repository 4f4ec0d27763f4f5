import { AppConfig } from './app-config';
import { developmentSessionSecret } from './config.schema';

const production = {
  DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
  REDIS_URL: 'redis://127.0.0.1:6379',
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

describe('the production session secret', () => {
  it('accepts a generated secret', () => {
    // openssl rand -base64 48
    const secret = 'pQ7c2Zr9+VfLk1sWb4Hn0yTgX8eJm3aU6dRiOqC5tNwY/hBzKjE2uLoP9vGxS1fA';
    expect(AppConfig.fromEnvironment({ ...production, SESSION_SECRET: secret }).identity.sessionSecret).toBe(secret);
  });

  it('refuses the public development default', () => {
    expect(() => AppConfig.fromEnvironment({ ...production, SESSION_SECRET: developmentSessionSecret })).toThrow(
      /SESSION_SECRET: is a public example value/,
    );
  });

  it.each([
    ['one character repeated', 'x'.repeat(40)],
    ['a short alphabet', 'aabbccddeeffgghhiijjkkllmmnnooaa'],
    ['a typed phrase', 'password-password-password-pass1'],
  ])('refuses %s as too predictable', (_what, secret) => {
    expect(() => AppConfig.fromEnvironment({ ...production, SESSION_SECRET: secret })).toThrow(
      /SESSION_SECRET: has too few distinct characters/,
    );
  });

  it('refuses a repeated pattern even with many distinct characters', () => {
    const secret = 'Ab3$Cd5%Ef7&Gh9*Ij0#Kl'.repeat(2);
    expect(() => AppConfig.fromEnvironment({ ...production, SESSION_SECRET: secret })).toThrow(
      /SESSION_SECRET: repeats a pattern/,
    );
  });

  it('keeps the development default outside production', () => {
    expect(AppConfig.fromEnvironment({ ...production, NODE_ENV: 'development' }).identity.sessionSecret).toBe(
      developmentSessionSecret,
    );
  });
});

describe('the queues a worker consumes', () => {
  const development = {
    DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
    REDIS_URL: 'redis://127.0.0.1:6379',
    STRIPE_SANDBOX_URL: 'http://127.0.0.1:12111',
  };

  it('are all of them unless WORKER_QUEUES names some', () => {
    expect(AppConfig.fromEnvironment(development).worker.queues).toEqual([
      'messaging',
      'payments',
      'projections',
      'outreach',
      'maintenance',
    ]);
    expect(
      AppConfig.fromEnvironment({ ...development, WORKER_QUEUES: ' payments, projections ' }).worker.queues,
    ).toEqual(['payments', 'projections']);
  });

  it('refuses a queue that does not exist, naming the ones that do', () => {
    expect(() => AppConfig.fromEnvironment({ ...development, WORKER_QUEUES: 'payments,emails' })).toThrow(
      /WORKER_QUEUES: must list queues among messaging, payments, projections, outreach, maintenance/,
    );
  });
});
