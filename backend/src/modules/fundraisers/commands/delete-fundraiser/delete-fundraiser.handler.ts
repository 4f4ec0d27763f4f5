import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { ReadDocuments } from '../../../../platform/read-models/read-documents';
import { FileStorage } from '../../../../platform/storage/file-storage.port';
import { FundraiserAccess } from '../../policies/fundraiser-access.policy';
import { assertMayDelete } from '../../policies/fundraiser-permissions.policy';
import { DeleteFundraiserCommand } from './delete-fundraiser.command';

@CommandHandler(DeleteFundraiserCommand)
export class DeleteFundraiserHandler implements ICommandHandler<DeleteFundraiserCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly access: FundraiserAccess,
    private readonly storage: FileStorage,
    private readonly documents: ReadDocuments,
  ) {}

  async execute({ user, fundraiserId }: DeleteFundraiserCommand) {
    const logo = await this.uow.run(async ({ em }) => {
      const fundraiser = await this.access.requireAdministered(em, user, fundraiserId, { lock: true });
      assertMayDelete(user, fundraiser);
      // Groups, memberships, invitations, join requests and codes go with it (on delete cascade).
      em.remove(fundraiser);
      await em.flush();
      return fundraiser.logoFileId;
    });
    // Its big screen, pages and dashboards stop answering from what was kept: the next read finds nothing.
    await this.documents.changed(fundraiserId);
    if (logo) await this.storage.delete(logo).catch(() => false);
  }
}
