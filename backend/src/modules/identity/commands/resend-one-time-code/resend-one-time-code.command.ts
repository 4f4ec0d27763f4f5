import type { resendOtpSchema } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';

export class ResendOneTimeCodeCommand extends Command<{ retryAfterSeconds: number }> {
  constructor(
    readonly input: z.output<typeof resendOtpSchema>,
    readonly ip: string,
  ) {
    super();
  }
}
