import type { PublicLinkState } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/**
 * Activates or deactivates a fundraiser's reusable `pub_` sign-up link for participants or administrators. The
 * first activation makes the code; deactivating keeps it, so reactivating brings the same link back.
 */
export class ChangePublicLinkCommand extends Command<PublicLinkState> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly link: 'participant' | 'admin',
    readonly fundraiserId: string,
    readonly active: boolean,
  ) {
    super();
  }
}
