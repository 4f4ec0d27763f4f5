import type { LoginResult, ParticipantSignUp } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { participantSignUpSchema } from '@fundplay/contracts';

export class SignUpParticipantCommand extends Command<LoginResult> {
  constructor(readonly input: z.output<typeof participantSignUpSchema> & Pick<ParticipantSignUp, 'captcha'>) {
    super();
  }
}
