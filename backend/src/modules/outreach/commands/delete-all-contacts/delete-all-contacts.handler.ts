import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messenger } from '../../../../platform/messaging/messenger';
import { Contact } from '../../entities/contact.entity';
import { DeleteAllContactsCommand } from './delete-all-contacts.command';

/**
 * Deletes the caller's contacts and every outreach message they sent, in one transaction: a scheduled message is
 * gone before the release job can take it, and a queued one finds no row when its delivery job runs. The consent
 * rows stay: they are the recipients' choices, not the sender's history. The message log's copies go too.
 */
@CommandHandler(DeleteAllContactsCommand)
export class DeleteAllContactsHandler implements ICommandHandler<DeleteAllContactsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly messenger: Messenger,
  ) {}

  async execute({ ownerAccountId }: DeleteAllContactsCommand): Promise<{ deleted: number; messagesDeleted: number }> {
    const { deleted, messageIds } = await this.em.fork().transactional(async (em) => {
      const messages = await em.execute<{ id: string }[]>(
        'delete from outreach_messages where sender_account_id = ? returning id',
        [ownerAccountId],
      );
      return {
        deleted: await em.nativeDelete(Contact, { ownerAccountId }),
        messageIds: messages.map((message) => message.id),
      };
    });
    await this.messenger.forget(messageIds.map((id) => `outreach:${id}`));
    return { deleted, messagesDeleted: messageIds.length };
  }
}
