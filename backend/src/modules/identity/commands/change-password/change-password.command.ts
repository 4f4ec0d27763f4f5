import type { changePasswordSchema } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';

export class ChangePasswordCommand extends Command<void> {
  constructor(
    readonly input: z.output<typeof changePasswordSchema>,
    readonly bearerToken: string | null,
  ) {
    super();
  }
}
