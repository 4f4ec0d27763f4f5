import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MemberSignUps } from '../../services/member-sign-ups';
import { SignUpParticipantCommand } from './sign-up-participant.command';

@CommandHandler(SignUpParticipantCommand)
export class SignUpParticipantHandler implements ICommandHandler<SignUpParticipantCommand> {
  constructor(private readonly signUps: MemberSignUps) {}

  execute({ input }: SignUpParticipantCommand) {
    return this.signUps.signUp('participant', input);
  }
}
