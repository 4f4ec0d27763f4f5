import { Command } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

@RequiresHandler()
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
