import type { GroupDetail, updateGroupSchema } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/**
 * A group's name, goal, cause and/or payout account (`stripe`). `changed` is false when only the account was
 * sent and it is linked already.
 */
export class UpdateGroupCommand extends Command<{ group: GroupDetail; changed: boolean }> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly input: z.output<typeof updateGroupSchema>,
  ) {
    super();
  }
}
