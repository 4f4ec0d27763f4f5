import type { MailboxMessage } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ListMailboxMessagesQuery } from './list-mailbox-messages.query';

const LIMIT = 200;

/** What the local mailbox transport "delivered", in full, newest first (the message log keeps only redacted copies). */
@QueryHandler(ListMailboxMessagesQuery)
export class ListMailboxMessagesHandler implements IQueryHandler<ListMailboxMessagesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ to }: ListMailboxMessagesQuery): Promise<MailboxMessage[]> {
    const rows = await this.em
      .fork()
      .execute<
        { channel: 'sms' | 'email'; recipient: string; subject: string | null; body: string; created_at: Date }[]
      >(
        `select channel, recipient, subject, body, created_at from dev_mailbox_messages
        ${to ? 'where lower(recipient) = lower(?)' : ''}
        order by created_at desc, id desc limit ${LIMIT}`,
        to ? [to] : [],
      );
    return rows.map((row) => ({
      channel: row.channel,
      to: row.recipient,
      subject: row.subject,
      body: row.body,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }
}
