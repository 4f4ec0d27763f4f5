import type { SessionUser } from '@fundplay/contracts';
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';
import { storageKeys } from '@/lib/storage-keys';

/**
 * The session token, mirrored to localStorage under `fundToken` as a plain string (the API client and
 * the socket read it from there). Other tabs signing in or out update it through the storage event.
 */
export const fundTokenAtom = atomWithStorage<string | null>(
  storageKeys.fundToken,
  null,
  {
    getItem: (key, initialValue) => window.localStorage.getItem(key) ?? initialValue,
    setItem: (key, token) => {
      if (token === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, token);
    },
    removeItem: (key) => window.localStorage.removeItem(key),
    subscribe: (key, callback, initialValue) => {
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === window.localStorage && event.key === key) {
          callback(event.newValue ?? initialValue);
        }
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  },
  { getOnInit: true },
);

export const isSignedInAtom = atom((get) => Boolean(get(fundTokenAtom)));

/** The signed-in person (spec §3 session user), mirrored to localStorage under the user-details key. */
export const sessionUserAtom = atomWithStorage<SessionUser | null>(
  storageKeys.userDetails,
  null,
  createJSONStorage<SessionUser | null>(() => window.localStorage),
  { getOnInit: true },
);

/**
 * True from a logout until the next sign-in: a signed-in page still on screen when the session clears then
 * sends the person home (spec §4), not to its login page.
 */
export const loggedOutAtom = atom(false);

/** Set-auth (spec §4): keeps the token and the user, in memory and in localStorage. */
export const signInAtom = atom(null, (_get, set, { accessToken, user }: { accessToken: string; user: SessionUser }) => {
  set(loggedOutAtom, false);
  set(fundTokenAtom, accessToken);
  set(sessionUserAtom, user);
});

/** Clear-auth (spec §4): forgets the token and the user details. */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(fundTokenAtom, null);
  set(sessionUserAtom, RESET);
});
