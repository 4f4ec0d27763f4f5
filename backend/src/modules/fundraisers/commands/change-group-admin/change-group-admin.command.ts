import type { GroupDetail } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

/** Makes another administrator of the organisation the group's admin. */
@RequiresHandler()
export class ChangeGroupAdminCommand extends Command<GroupDetail> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly groupId: string,
    readonly adminId: string,
  ) {
    super();
  }
}
