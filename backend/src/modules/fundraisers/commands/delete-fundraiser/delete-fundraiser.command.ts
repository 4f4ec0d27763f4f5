import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** Removes a fundraiser that has not started, with its groups, memberships, invitations and codes. */
export class DeleteFundraiserCommand extends Command<void> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
