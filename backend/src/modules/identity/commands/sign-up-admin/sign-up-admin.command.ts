import type { adminSignUpSchema } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';

export class SignUpAdminCommand extends Command<{ role: 'admin' | 'secondaryAdmin' }> {
  constructor(readonly input: z.output<typeof adminSignUpSchema>) {
    super();
  }
}
