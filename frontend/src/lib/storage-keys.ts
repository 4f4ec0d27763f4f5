/** Keys the app keeps in web storage. `fundToken` is the session token named by the spec. */
export const storageKeys = {
  fundToken: 'fundToken',
  userDetails: 'userDetails',
  /** sessionStorage: the member's last compete run, shown on the dashboard until dismissed. */
  lastCompeteRun: 'fundplay.lastCompeteRun',
  /** localStorage: where one-time codes go (`phone` or `email`), as chosen at sign-up or the last login here. */
  codeChannel: 'fundplay.codeChannel',
} as const;

export function readFundToken(): string | null {
  try {
    return window.localStorage.getItem(storageKeys.fundToken);
  } catch {
    // Storage can be unavailable (privacy modes, sandboxed frames): behave as signed out.
    return null;
  }
}
