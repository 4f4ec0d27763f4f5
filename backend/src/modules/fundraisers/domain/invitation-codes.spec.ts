import { createHash } from 'node:crypto';
import {
  hashInvitationCode,
  invitationExpiry,
  isPublicCode,
  newPrivateInvitationCode,
  newPublicLinkCode,
  newReferralCode,
} from './invitation-codes';

describe('invitation and referral codes', () => {
  it('makes private codes of 32 base64url characters that never look like a public link', () => {
    const codes = Array.from({ length: 500 }, () => newPrivateInvitationCode());
    for (const code of codes) {
      expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(isPublicCode(code)).toBe(false);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('stores a private code as its SHA-256 in hex', () => {
    const sut = hashInvitationCode('abc');
    expect(sut).toBe(createHash('sha256').update('abc').digest('hex'));
    expect(sut).toMatch(/^[0-9a-f]{64}$/);
  });

  it('makes public links of pub_ and 22 base64url characters', () => {
    const sut = newPublicLinkCode();
    expect(sut).toMatch(/^pub_[A-Za-z0-9_-]{22}$/);
    expect(isPublicCode(sut)).toBe(true);
  });

  it('makes referral codes of 12 alphanumeric characters using the whole alphabet', () => {
    const codes = Array.from({ length: 2000 }, () => newReferralCode());
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(new Set(codes.join('')).size).toBe(62);
  });

  it('expires invitations after 7 days', () => {
    expect(invitationExpiry(0).getTime()).toBe(7 * 86_400_000);
  });
});
