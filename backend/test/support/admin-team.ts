import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { signedInPrimaryAdmin, signedInSecondaryAdmin, type SignedInAccount } from './fundraiser-helpers';
import type { TestEnvironment } from './test-environment';

/**
 * An organisation's administrators, one of each kind a fundraiser spec needs, and another organisation's: the cast
 * of the fundraiser e2e specs, created the same way in each so an organisation's administrators are the same set.
 */
export interface AdminTeam {
  primary: SignedInAccount;
  /** Approved secondary admins of `primary`. */
  starter: SignedInAccount; // startNewFundraiser
  goalSetter: SignedInAccount; // changeGoalsAndCause
  plain: SignedInAccount; // no privileges
  inviter: SignedInAccount; // addNewAdministrator
  pending: SignedInAccount; // not yet approved, fullAccess
  /** Another organisation. */
  stranger: SignedInAccount;
  strangersHelper: SignedInAccount; // fullAccess secondary admin of `stranger`
}

export async function signedInAdminTeam(environment: TestEnvironment, app: NestFastifyApplication): Promise<AdminTeam> {
  const primary = await signedInPrimaryAdmin(environment, app);
  const starter = await signedInSecondaryAdmin(environment, app, primary.id, { startNewFundraiser: true });
  const goalSetter = await signedInSecondaryAdmin(environment, app, primary.id, { changeGoalsAndCause: true });
  const plain = await signedInSecondaryAdmin(environment, app, primary.id);
  const inviter = await signedInSecondaryAdmin(environment, app, primary.id, { addNewAdministrator: true });
  const pending = await signedInSecondaryAdmin(environment, app, primary.id, { fullAccess: true }, { approved: false });
  const stranger = await signedInPrimaryAdmin(environment, app);
  const strangersHelper = await signedInSecondaryAdmin(environment, app, stranger.id, { fullAccess: true });
  return { primary, starter, goalSetter, plain, inviter, pending, stranger, strangersHelper };
}
