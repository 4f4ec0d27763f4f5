import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messenger } from '../../../../platform/messaging/messenger';
import { Contact } from '../../entities/contact.entity';
import {
  deletedMessageColumns,
  OutreachLimitLedger,
  type DeletedMessage,
} from '../../sending/limits/outreach-limit-ledger';
import { DeleteAllContactsCommand } from './delete-all-contacts.command';

/**
 * Deletes the caller's contacts and every outreach message they sent, in one transaction: a scheduled message is
 * gone before the release job can take it, and a queued one finds no row when its delivery job runs. The consent
 * rows stay: they are the recipients' choices, not the sender's history. The message log's copies go too. What the
 * outreach limits counted stays, without the addresses (issue #18): deleting and re-adding a person resets nothing.
 */
@CommandHandler(DeleteAllContactsCommand)
export class DeleteAllContactsHandler implements ICommandHandler<DeleteAllContactsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly messenger: Messenger,
    private readonly limits: OutreachLimitLedger,
  ) {}

  async execute({ ownerAccountId }: DeleteAllContactsCommand): Promise<{ deleted: number; messagesDeleted: number }> {
    const { deleted, messageIds } = await this.em.fork().transactional(async (em) => {
      // The delete waits for a delivery claiming one of these rows, and returns the row as that claim left it.
      const messages = await em.execute<DeletedMessage[]>(
        `delete from outreach_messages where sender_account_id = ? returning ${deletedMessageColumns}`,
        [ownerAccountId],
      );
      await this.limits.settleDeleted(em, messages);
      return {
        deleted: await em.nativeDelete(Contact, { ownerAccountId }),
        messageIds: messages.map((message) => message.id),
      };
    });
    await this.messenger.forget(messageIds.map((id) => `outreach:${id}`));
    return { deleted, messagesDeleted: messageIds.length };
  }
}
