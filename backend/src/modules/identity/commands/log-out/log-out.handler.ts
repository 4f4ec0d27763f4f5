import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { SessionTokens } from '../../services/session-tokens';
import { LogOutCommand } from './log-out.command';

/** Ends this session on the server: the token stops working everywhere at once. */
@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly sessions: SessionTokens,
  ) {}

  async execute({ sessionId }: LogOutCommand) {
    await this.uow.run((scope) => this.sessions.revoke(scope, sessionId));
  }
}
