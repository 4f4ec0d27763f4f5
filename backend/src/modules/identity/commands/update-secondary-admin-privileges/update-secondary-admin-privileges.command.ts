import type { Privileges } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

@RequiresHandler()
export class UpdateSecondaryAdminPrivilegesCommand extends Command<Privileges> {
  constructor(
    readonly primaryAdminId: string,
    readonly adminId: string,
    readonly privileges: Privileges,
  ) {
    super();
  }
}
