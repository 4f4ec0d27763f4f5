import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/**
 * POST /api/stripeRoutes/generateAccountLink: the provider's onboarding page for one of the caller's accounts,
 * returning to `returnUrl` (or `refreshUrl` once the link expired), both pages of this site (`siteOrigins`).
 */
export class CreateOnboardingLinkCommand extends Command<{ url: string }> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly providerAccountId: string,
    readonly refreshUrl: string,
    readonly returnUrl: string,
    readonly siteOrigins: readonly string[],
  ) {
    super();
  }
}
