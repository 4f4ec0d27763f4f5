import type { GroupDetail } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';

/** Makes another administrator of the organisation the group's admin. */
export class ChangeGroupAdminCommand extends Command<GroupDetail> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly groupId: string,
    readonly adminId: string,
  ) {
    super();
  }
}
