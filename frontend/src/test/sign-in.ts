import { noPrivileges, type Role, type SessionUser } from '@fundplay/contracts';
import { storageKeys } from '@/lib/storage-keys';

/**
 * Stores a session as a verified login does, so guarded pages open signed in as `role`.
 *
 * The session atoms read localStorage when their module loads (jotai's `getOnInit`), and a fresh store starts
 * from that value until it mounts. A spec of signed-in pages therefore also signs in before its imports run,
 * `await vi.hoisted(async () => (await import('@/test/sign-in')).signInAs('participant'))`, so the first render
 * already has the session instead of briefly sending the person to a login.
 */
export function signInAs(role: Role, overrides: Partial<SessionUser> = {}): SessionUser {
  const user: SessionUser = {
    id: '5f0c2d1e-0000-4000-8000-0000000000aa',
    email: 'someone@example.com',
    role,
    firstName: 'Sam',
    lastName: 'Doe',
    phoneNo: '+15555550102',
    privileges: { ...noPrivileges },
    ...overrides,
  };
  window.localStorage.setItem(storageKeys.fundToken, 'token-1');
  window.localStorage.setItem(storageKeys.userDetails, JSON.stringify(user));
  return user;
}
