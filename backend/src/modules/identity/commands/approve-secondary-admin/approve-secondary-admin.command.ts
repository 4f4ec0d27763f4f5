import { Command } from '@nestjs/cqrs';

export class ApproveSecondaryAdminCommand extends Command<void> {
  constructor(
    readonly primaryAdminId: string,
    readonly adminId: string,
  ) {
    super();
  }
}
