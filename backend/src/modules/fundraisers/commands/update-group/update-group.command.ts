import type { GroupDetail, updateGroupSchema } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** A group's name, goal and/or cause. */
export class UpdateGroupCommand extends Command<GroupDetail> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly input: z.output<typeof updateGroupSchema>,
  ) {
    super();
  }
}
