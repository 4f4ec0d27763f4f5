import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { ReadDocuments } from '../../../../platform/read-models/read-documents';
import { PayoutAccountLinks } from '../../services/payout-account-links';
import { FundraiserAccess } from '../../policies/fundraiser-access.policy';
import { assertMayLinkPayoutAccount } from '../../policies/fundraiser-permissions.policy';
import { LinkPayoutAccountCommand } from './link-payout-account.command';

@CommandHandler(LinkPayoutAccountCommand)
export class LinkPayoutAccountHandler implements ICommandHandler<LinkPayoutAccountCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly access: FundraiserAccess,
    private readonly links: PayoutAccountLinks,
    private readonly documents: ReadDocuments,
  ) {}

  async execute({ user, target, providerAccountId }: LinkPayoutAccountCommand) {
    const link = await this.links.prepare(user, target, providerAccountId);
    if (!link) return { changed: false };
    await this.uow.run(async ({ em, afterCommit }) => {
      // Checked again under the lock: the caller's rights or the group may have changed meanwhile.
      const { fundraiser, group } =
        target.groupId === undefined
          ? {
              fundraiser: await this.access.requireAdministered(em, user, target.fundraiserId, { lock: true }),
              group: null,
            }
          : await this.access.requireAdministeredGroup(em, user, target.groupId);
      assertMayLinkPayoutAccount(user, fundraiser, group);
      // Whether its pages take gifts changes: their documents are replaced once this commits.
      afterCommit(() => this.documents.changed(fundraiser.id));
      await this.links.hold(em, link);
      (group ?? fundraiser).payoutAccountId = link.providerAccountId;
      await em.flush();
    });
    return { changed: true };
  }
}
