import { Module } from '@nestjs/common';
import { DevController } from './dev.controller';
import { ListMailboxMessagesHandler } from './queries/list-mailbox-messages/list-mailbox-messages.handler';

/** The dev mailbox (GET /api/dev/messages). Registered only outside production. */
@Module({ controllers: [DevController], providers: [ListMailboxMessagesHandler] })
export class DevModule {}
