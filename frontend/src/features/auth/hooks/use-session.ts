import { useAtomValue } from 'jotai';
import { fundTokenAtom, sessionUserAtom } from '../states/session';

/** The signed-in person and their token, or nulls when signed out. */
export function useSession() {
  return { token: useAtomValue(fundTokenAtom), user: useAtomValue(sessionUserAtom) };
}
