import type { Privileges } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';

export class UpdateSecondaryAdminPrivilegesCommand extends Command<Privileges> {
  constructor(
    readonly primaryAdminId: string,
    readonly adminId: string,
    readonly privileges: Privileges,
  ) {
    super();
  }
}
