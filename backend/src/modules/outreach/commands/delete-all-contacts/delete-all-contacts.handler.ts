import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Contact } from '../../entities/contact.entity';
import { DeleteAllContactsCommand } from './delete-all-contacts.command';

@CommandHandler(DeleteAllContactsCommand)
export class DeleteAllContactsHandler implements ICommandHandler<DeleteAllContactsCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ownerAccountId }: DeleteAllContactsCommand): Promise<{ deleted: number }> {
    return { deleted: await this.em.fork().nativeDelete(Contact, { ownerAccountId }) };
  }
}
