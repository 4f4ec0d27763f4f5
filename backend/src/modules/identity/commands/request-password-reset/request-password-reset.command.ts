import type { forgotPasswordSchema, LoginResult } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';

export class RequestPasswordResetCommand extends Command<LoginResult> {
  constructor(
    readonly input: z.output<typeof forgotPasswordSchema>,
    readonly ip: string,
  ) {
    super();
  }
}
