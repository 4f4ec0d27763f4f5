import type { SupportRequest } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';

export class SubmitSupportRequestCommand extends Command<{ supportRequestId: string }> {
  constructor(
    readonly name: string,
    readonly email: string,
    readonly message: string,
    /** The ALTCHA solution, required when captcha is on. */
    readonly captcha: SupportRequest['captcha'],
    /** The caller's address, for the per-IP limit. */
    readonly ip: string,
  ) {
    super();
  }
}
