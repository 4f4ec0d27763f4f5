import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { ReadDocuments } from '../../../../platform/read-models/read-documents';
import { FundraiserAccess } from '../../policies/fundraiser-access.policy';
import { assertMayChangeGroups } from '../../policies/fundraiser-permissions.policy';
import { DeleteGroupCommand } from './delete-group.command';

@CommandHandler(DeleteGroupCommand)
export class DeleteGroupHandler implements ICommandHandler<DeleteGroupCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly access: FundraiserAccess,
    private readonly documents: ReadDocuments,
  ) {}

  async execute({ user, groupId }: DeleteGroupCommand) {
    await this.uow.run(async ({ em, afterCommit }) => {
      const { fundraiser, group } = await this.access.requireAdministeredGroup(em, user, groupId);
      // What its pages and its members' dashboards show changes: their documents are replaced once this commits.
      afterCommit(() => this.documents.changed(fundraiser.id));
      assertMayChangeGroups(user, fundraiser, group);
      // Memberships keep their participants (group_id on delete set null); the group's referral code goes.
      em.remove(group);
      await em.flush();
    });
  }
}
