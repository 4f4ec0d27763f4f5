import { Command } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

@RequiresHandler()
export class LogOutCommand extends Command<void> {
  constructor(readonly sessionId: string) {
    super();
  }
}
