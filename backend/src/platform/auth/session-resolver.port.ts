import type { AuthenticatedUser } from './authenticated-user';

/** Turns a bearer token into the live session behind it, or null when it is invalid, expired or revoked. */
export abstract class SessionResolver {
  abstract resolve(token: string): Promise<AuthenticatedUser | null>;
}
