import type { CampaignProfile } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { ReadDocuments } from '../../../../platform/read-models/read-documents';
import { LedgerBalances } from '../../../ledger/ledger-balances';
import { campaignProfileOf, requireParticipantMembership } from '../../read-models/campaign-profile-view';
import { participantReferralCode } from '../../services/participant-referral-codes';
import { OpenCampaignProfileCommand } from './open-campaign-profile.command';

/** The caller's membership (404 when they are not a participant of it), their code made once if they have a group. */
@CommandHandler(OpenCampaignProfileCommand)
export class OpenCampaignProfileHandler implements ICommandHandler<OpenCampaignProfileCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly balances: LedgerBalances,
    private readonly documents: ReadDocuments,
  ) {}

  async execute({ accountId, fundraiserId }: OpenCampaignProfileCommand): Promise<CampaignProfile> {
    const { membership, code } = await this.uow.run(async ({ em, afterCommit }) => {
      const membership = await requireParticipantMembership(em, accountId, fundraiserId);
      // A code made here is read with GET, which announces nothing: the participant's dashboard lists their codes.
      const created = () => afterCommit(() => this.documents.accountChanged(accountId));
      const code = membership.groupId
        ? await participantReferralCode(em, fundraiserId, accountId, membership.groupId, created)
        : null;
      return { membership, code };
    });
    return campaignProfileOf(this.em.fork(), this.queries, this.balances, membership, code);
  }
}
