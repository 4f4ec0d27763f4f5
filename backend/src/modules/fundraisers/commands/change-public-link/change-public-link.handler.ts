import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { ReadDocuments } from '../../../../platform/read-models/read-documents';
import { newPublicLinkCode } from '../../domain/invitation-codes';
import { FundraiserAccess } from '../../policies/fundraiser-access.policy';
import { ChangePublicLinkCommand } from './change-public-link.command';

@CommandHandler(ChangePublicLinkCommand)
export class ChangePublicLinkHandler implements ICommandHandler<ChangePublicLinkCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly access: FundraiserAccess,
    private readonly documents: ReadDocuments,
  ) {}

  async execute({ user, link, fundraiserId, active }: ChangePublicLinkCommand) {
    return this.uow.run(async ({ em, afterCommit }) => {
      const fundraiser = await this.access.requireAdministered(em, user, fundraiserId, { lock: true });
      // What its pages and its members' dashboards show changes: their documents are replaced once this commits.
      afterCommit(() => this.documents.changed(fundraiser.id));
      if (link === 'participant') {
        if (active) fundraiser.participantLinkCode ??= newPublicLinkCode();
        fundraiser.participantLinkActive = active;
      } else {
        if (active) fundraiser.adminLinkCode ??= newPublicLinkCode();
        fundraiser.adminLinkActive = active;
      }
      await em.flush();
      const code = link === 'participant' ? fundraiser.participantLinkCode : fundraiser.adminLinkCode;
      return { invitationCode: code ?? '', status: active };
    });
  }
}
