import type { OutreachMessage as OutreachMessageView } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OutreachMessage } from '../../../entities/outreach-message.entity';
import { outreachMessageView } from '../../../reporting/outreach-message-view';
import { ListOutreachMessagesQuery } from './list-outreach-messages.query';

/** Only the caller's own messages: nobody else's, whatever the fundraiser. */
@QueryHandler(ListOutreachMessagesQuery)
export class ListOutreachMessagesHandler implements IQueryHandler<ListOutreachMessagesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ senderAccountId, fundraiserId }: ListOutreachMessagesQuery): Promise<OutreachMessageView[]> {
    const messages = await this.em
      .fork()
      .find(
        OutreachMessage,
        { senderAccountId, fundraiserId },
        { orderBy: { createdAt: 'desc', sendAt: 'desc', id: 'asc' } },
      );
    return messages.map(outreachMessageView);
  }
}
