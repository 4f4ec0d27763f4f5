import type { forgotPasswordSchema, OtpChallenge } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';

export class RequestPasswordResetCommand extends Command<OtpChallenge> {
  constructor(
    readonly input: z.output<typeof forgotPasswordSchema>,
    readonly ip: string,
  ) {
    super();
  }
}
