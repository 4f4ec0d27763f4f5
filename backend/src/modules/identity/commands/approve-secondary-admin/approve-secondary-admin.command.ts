import { Command } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

@RequiresHandler()
export class ApproveSecondaryAdminCommand extends Command<void> {
  constructor(
    readonly primaryAdminId: string,
    readonly adminId: string,
  ) {
    super();
  }
}
