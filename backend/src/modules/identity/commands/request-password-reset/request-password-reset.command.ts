import type { forgotPasswordSchema } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';

export class RequestPasswordResetCommand extends Command<void> {
  constructor(
    readonly input: z.output<typeof forgotPasswordSchema>,
    readonly ip: string,
  ) {
    super();
  }
}
