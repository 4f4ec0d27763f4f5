import type { ParticipantSignUp } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { participantSignUpSchema } from '@fundplay/contracts';

export class SignUpParticipantCommand extends Command<{ phoneNo: string }> {
  constructor(readonly input: z.output<typeof participantSignUpSchema> & Pick<ParticipantSignUp, 'captcha'>) {
    super();
  }
}
