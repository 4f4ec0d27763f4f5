import { outreachMessages } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { Contact } from '../../entities/contact.entity';
import { DeleteContactCommand } from './delete-contact.command';

/** One statement scoped to the owner: someone else's contact is "not found" and stays. */
@CommandHandler(DeleteContactCommand)
export class DeleteContactHandler implements ICommandHandler<DeleteContactCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ownerAccountId, contactId }: DeleteContactCommand): Promise<void> {
    const deleted = await this.em.fork().nativeDelete(Contact, { id: contactId, ownerAccountId });
    if (deleted === 0) throw new DomainError('not-found', outreachMessages.notFound);
  }
}
