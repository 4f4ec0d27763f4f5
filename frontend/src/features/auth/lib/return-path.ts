import { readReturnPath } from '@fundplay/contracts';
import { readRedirect } from './verify-otp-state';

/** `href` with a `next` parameter naming where to go on to, or `href` alone when there is none. */
export function withNext(href: string, next: string | undefined): string {
  return next ? `${href}?${new URLSearchParams({ next }).toString()}` : href;
}

/** The `next` parameter of a page's query, when it names an allow-listed page (never another site). */
export function readNextParam(search: string): string | undefined {
  return readReturnPath(new URLSearchParams(search).get('next'));
}

/**
 * Where a sign-up or email verification should lead on to: a guard's or link's router state first, else the
 * URL's `next`; either only when it is an allow-listed page, since it may travel to the server and into an email.
 */
export function readIntent(state: unknown, search: string): string | undefined {
  return readReturnPath(readRedirect(state)) ?? readNextParam(search);
}
