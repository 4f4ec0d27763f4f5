import { Command } from '@nestjs/cqrs';

export class ResendAdminVerificationEmailCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly firstName: string,
    /** An allow-listed page the new link leads on to after login. */
    readonly next?: string,
  ) {
    super();
  }
}
