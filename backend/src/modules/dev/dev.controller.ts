import { Public } from '../../platform/auth/access.decorators';
import { mailboxFilterSchema, routeTable, type MailboxMessage } from '@fundplay/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { ListMailboxMessagesQuery } from './queries/list-mailbox-messages/list-mailbox-messages.query';

/** Development helpers. The module is not even loaded in production. */
@Public()
@Controller()
export class DevController {
  constructor(private readonly queries: QueryBus) {}

  @Get(routeTable.devMessages.path)
  messages(
    @Query(new ZodValidationPipe(mailboxFilterSchema)) query: z.output<typeof mailboxFilterSchema>,
  ): Promise<MailboxMessage[]> {
    return this.queries.execute(new ListMailboxMessagesQuery(query.to || undefined));
  }
}
