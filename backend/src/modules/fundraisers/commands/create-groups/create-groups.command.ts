import type { createGroupsSchema, GroupDetail } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** One or more competing groups for one fundraiser (the schema makes them all name the same one). */
export class CreateGroupsCommand extends Command<GroupDetail[]> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly groups: z.output<typeof createGroupsSchema>['groups'],
  ) {
    super();
  }
}
