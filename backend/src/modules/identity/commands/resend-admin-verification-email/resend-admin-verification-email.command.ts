import { Command } from '@nestjs/cqrs';

export class ResendAdminVerificationEmailCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly firstName: string,
  ) {
    super();
  }
}
