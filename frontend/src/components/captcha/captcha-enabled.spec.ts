import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { isCaptchaEnabled } from './captcha-enabled';

const challengeAnswers = (status: number, body: unknown) => ({
  'GET /api/captcha/challenge': () => ({ status, body }),
});

describe('isCaptchaEnabled', () => {
  it('reads "captcha off" from the 200 answer { enabled: false }', async () => {
    mockApi(challengeAnswers(200, { enabled: false }));
    expect(await isCaptchaEnabled()).toBe(false);
  });

  it('is on when the server answers a challenge', async () => {
    mockApi(challengeAnswers(200, { parameters: { algorithm: 'SHA-256', cost: 5000 }, signature: 'abc' }));
    expect(await isCaptchaEnabled()).toBe(true);
  });

  it('counts a failure as on, so the server still decides', async () => {
    mockApi(challengeAnswers(503, { message: 'Service unavailable' }));
    expect(await isCaptchaEnabled()).toBe(true);
  });
});
