import type { LoginResult, teamMemberSignUpSchema } from '@fundplay/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';

/** POST /api/teamMemberRoutes/teamMemberSignUp: a team-member account, usually through a participant's invitation. */
export class SignUpTeamMemberCommand extends Command<LoginResult> {
  constructor(readonly input: z.output<typeof teamMemberSignUpSchema>) {
    super();
  }
}
