import { z } from 'zod';

const segment = '[A-Za-z0-9_-]{1,100}';
/** An optional query of plain `name=value` pairs (ids and codes): no scheme, slash or fragment can hide in it. */
const query = '(?:\\?[A-Za-z0-9_-]{1,40}=[A-Za-z0-9_.%-]{0,200}(?:&[A-Za-z0-9_-]{1,40}=[A-Za-z0-9_.%-]{0,200})*)?';

/**
 * The signed-in pages a visitor may be sent on to after signing up, verifying an email or logging in (a `next`
 * parameter). Only these, so a crafted link can never redirect off FundPlay or to a page made to look like one.
 */
const returnPathPatterns: readonly RegExp[] = [
  '/admin/fundraisers/new',
  '/admin/dashboard',
  `/admin/dashboard/${segment}`,
  `/admin/dashboard/${segment}/sponsors`,
  '/admin/stripeAccounts',
  '/participant/dashboard',
  `/participant/dashboard/${segment}`,
  '/teammember/dashboard',
  `/teammember/dashboard/${segment}`,
  `/play/${segment}/${segment}`,
  `/practice/${segment}/${segment}`,
].map((path) => new RegExp(`^${path}${query}$`));

/** Where a sign-up or a sign-in that started with an intent goes on to; the first step of a new fundraiser. */
export const startFundraiserPath = '/admin/fundraisers/new';

/** True for a same-site relative path on the allow-list (never `//host`, a scheme, a backslash or a fragment). */
export function isReturnPath(value: string): boolean {
  return value.length <= 300 && returnPathPatterns.some((pattern) => pattern.test(value));
}

/** A `next` parameter: a page of FundPlay on the allow-list, else refused. */
export const returnPathField = z
  .string()
  .trim()
  .max(300, 'Not a page of FundPlay')
  .refine(isReturnPath, 'Not a page of FundPlay');

/** The allowed return path in an untrusted value (a URL parameter, router state), else undefined. */
export function readReturnPath(value: unknown): string | undefined {
  return typeof value === 'string' && isReturnPath(value) ? value : undefined;
}
