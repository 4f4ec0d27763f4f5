import type { Privileges, Role } from '@fundplay/contracts';

/** Who is calling, as the access guard established it from the session token. */
export interface AuthenticatedUser {
  accountId: string;
  sessionId: string;
  role: Role;
  email: string;
  privileges: Privileges;
  /** Secondary admins only: whether the inviting primary admin approved them. */
  adminApproval: boolean | null;
}
