import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
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
