import type { PasswordResetGrant, VerifyOtpResult, verifyOtpSchema } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';

export class VerifyOneTimeCodeCommand extends Command<VerifyOtpResult | PasswordResetGrant> {
  constructor(
    readonly input: z.output<typeof verifyOtpSchema>,
    readonly ip: string,
  ) {
    super();
  }
}
