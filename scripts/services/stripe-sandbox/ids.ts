import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random base62 text, for ids, client secrets and link tokens. */
export function randomToken(length: number): string {
  let token = '';
  for (const byte of randomBytes(length)) token += ALPHABET.charAt(byte % ALPHABET.length);
  return token;
}

/** An id shaped like Stripe's (`pi_3Pq…`): the object's prefix and 24 random characters. */
export function newId(prefix: string): string {
  return `${prefix}_${randomToken(24)}`;
}

/** Seconds since the epoch, the unit of every Stripe timestamp. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
