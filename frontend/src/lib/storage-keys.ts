/** Keys the app keeps in localStorage. `fundToken` is the session token named by the spec. */
export const storageKeys = {
  fundToken: 'fundToken',
  userDetails: 'userDetails',
} as const;

export function readFundToken(): string | null {
  try {
    return window.localStorage.getItem(storageKeys.fundToken);
  } catch {
    // Storage can be unavailable (privacy modes, sandboxed frames): behave as signed out.
    return null;
  }
}
