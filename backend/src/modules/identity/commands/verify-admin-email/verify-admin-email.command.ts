import { Command } from '@nestjs/cqrs';

export class VerifyAdminEmailCommand extends Command<void> {
  constructor(readonly token: string) {
    super();
  }
}
