import { createHash, randomBytes } from 'node:crypto';
import { fundraiserLimits } from '@fundplay/contracts';

const DAY_MS = 86_400_000;

/** How long a private invitation (and its code in the secret vault) lives. */
export const INVITATION_LIFETIME_SECONDS = fundraiserLimits.invitationLifetimeDays * 86_400;

export function invitationExpiry(now = Date.now()): Date {
  return new Date(now + fundraiserLimits.invitationLifetimeDays * DAY_MS);
}

export function isPublicCode(code: string): boolean {
  return code.startsWith(fundraiserLimits.publicCodePrefix);
}

/** A private invitation code: 32 random base64url characters (192 bits), never starting like a `pub_` link. */
export function newPrivateInvitationCode(): string {
  for (;;) {
    const code = randomBytes(24).toString('base64url');
    if (!isPublicCode(code)) return code;
  }
}

/** Private codes are stored only as their SHA-256 (hex): a leaked table reveals no working link. */
export function hashInvitationCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

/** A reusable public link: `pub_` and 22 random base64url characters (128 bits). */
export function newPublicLinkCode(): string {
  return `${fundraiserLimits.publicCodePrefix}${randomBytes(16).toString('base64url')}`;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A `/donate/{code}` code: 12 random alphanumeric characters (about 71 bits), without modulo bias. */
export function newReferralCode(length = 12): string {
  let code = '';
  while (code.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 × 62: bytes above it would favour the first characters.
      if (byte < 248 && code.length < length) code += ALPHANUMERIC[byte % 62];
    }
  }
  return code;
}

/** Where a private invitation's code waits in the secret vault for the job that sends it. */
export const invitationSecretRef = (invitationId: string) => `fundraiser-invitation:${invitationId}`;
