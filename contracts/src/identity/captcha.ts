/**
 * GET /api/captcha/challenge: an ALTCHA (v2) challenge, read by the <altcha-widget> itself, or `{ enabled: false }`
 * when captcha is switched off (CAPTCHA=off).
 */
export type CaptchaChallenge = CaptchaSwitchedOff | (Record<string, unknown> & { enabled?: never });

export interface CaptchaSwitchedOff {
  enabled: false;
}

export function isCaptchaSwitchedOff(challenge: unknown): challenge is CaptchaSwitchedOff {
  return typeof challenge === 'object' && challenge !== null && 'enabled' in challenge && challenge.enabled === false;
}
