import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** Removes a group; its participants stay in the fundraiser, unassigned. */
export class DeleteGroupCommand extends Command<void> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly groupId: string,
  ) {
    super();
  }
}
