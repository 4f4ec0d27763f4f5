import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

/** Removes a fundraiser that has not started, with its groups, memberships, invitations and codes. */
@RequiresHandler()
export class DeleteFundraiserCommand extends Command<void> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly fundraiserId: string,
  ) {
    super();
  }
}
