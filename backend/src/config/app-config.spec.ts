import { AppConfig } from './app-config';
import { ConfigError } from './config-error';

const minimal = { DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db', REDIS_URL: 'redis://127.0.0.1:6379' };

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
    const production = {
      ...minimal,
      NODE_ENV: 'production',
      EMAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://mail.example.com',
      SMS_TRANSPORT: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM_NUMBER: '+15550100199',
    };
    expect(() => AppConfig.fromEnvironment({ ...production, CAPTCHA: 'off' })).toThrow(
      /SESSION_SECRET: is required in production[\s\S]*CAPTCHA: cannot be off in production/,
    );
    expect(() => AppConfig.fromEnvironment({ ...production, SESSION_SECRET: 'short' })).toThrow(
      /at least 32 characters/,
    );
    expect(
      AppConfig.fromEnvironment({ ...production, SESSION_SECRET: 'q3Zv8KfP1xN6rT0yLw2bH9cJ5mD4sG7aE+uR/tY=' }).identity
        .captcha,
    ).toBe(true);
  });
});
