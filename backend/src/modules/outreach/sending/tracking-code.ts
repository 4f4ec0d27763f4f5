import { randomBytes } from 'node:crypto';

/**
 * A recipient's personal tracking code: 16 random bytes, 22 url-safe characters, carried in the referral link
 * (`?t=`) so a gift can be attributed to the message that brought it.
 */
export function newTrackingCode(): string {
  return randomBytes(16).toString('base64url');
}
