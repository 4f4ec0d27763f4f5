import type { LoginResult, loginSchema } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';

export class LogInCommand extends Command<LoginResult> {
  constructor(
    readonly input: z.output<typeof loginSchema>,
    readonly ip: string,
  ) {
    super();
  }
}
