import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MemberSignUps } from '../../services/member-sign-ups';
import { SignUpTeamMemberCommand } from './sign-up-team-member.command';

/**
 * A team member signs up like a participant (captcha, 13+, guardian, the three checks), usually with a participant's
 * private invitation or `pub_` team link: checked now, honoured once the one-time code proves the sign-up.
 */
@CommandHandler(SignUpTeamMemberCommand)
export class SignUpTeamMemberHandler implements ICommandHandler<SignUpTeamMemberCommand> {
  constructor(private readonly signUps: MemberSignUps) {}

  execute({ input }: SignUpTeamMemberCommand) {
    return this.signUps.signUp('teamMember', input);
  }
}
