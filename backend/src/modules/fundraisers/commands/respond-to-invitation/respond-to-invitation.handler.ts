import { fundraiserMessages, identityMessages } from '@fundplay/contracts';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { ReadDocuments } from '../../../../platform/read-models/read-documents';
import { DomainError } from '../../../../platform/http/domain-error';
import { Fundraiser } from '../../entities/fundraiser.entity';
import { FundraiserInvitation } from '../../entities/fundraiser-invitation.entity';
import { TeamPublicLink } from '../../entities/team-public-link.entity';
import { hashInvitationCode, isPublicCode } from '../../domain/invitation-codes';
import { hasEnded } from '../../policies/membership-access.policy';
import { RespondToInvitationCommand } from './respond-to-invitation.command';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const invalid = () => new DomainError('not-found', identityMessages.invitationInvalid);

/**
 * A team member accepts or rejects. A private invitation answers only to the account with the invited email, and
 * only once; accepting puts the team member on the inviting participant's team. A public team link is accepted as
 * often as people follow it while active; rejecting it changes nothing.
 */
@CommandHandler(RespondToInvitationCommand)
export class RespondToInvitationHandler implements ICommandHandler<RespondToInvitationCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly documents: ReadDocuments,
  ) {}

  async execute({ user, invitationCode, accept }: RespondToInvitationCommand) {
    return this.uow.run(async ({ em, afterCommit }) => {
      if (isPublicCode(invitationCode)) {
        const link = await em.findOne(TeamPublicLink, { code: invitationCode });
        if (!link) throw invalid();
        if (!link.active) throw new DomainError('not-found', fundraiserMessages.publicLinkInactive);
        if (!accept) return 'rejected' as const;
        await this.refuseEnded(em, link.fundraiserId);
        await this.joinTeam(em, link.fundraiserId, user.accountId, link.participantId);
        // The participant's dashboard lists their team: replaced once this commits.
        afterCommit(() => this.documents.changed(link.fundraiserId));
        return 'accepted' as const;
      }

      const invitation = await em.findOne(
        FundraiserInvitation,
        UUID.test(invitationCode)
          ? { id: invitationCode, role: 'teamMember' }
          : { codeHash: hashInvitationCode(invitationCode), role: 'teamMember' },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!invitation) throw invalid();
      if (invitation.email.toLowerCase() !== user.email.toLowerCase()) {
        throw new DomainError('forbidden', fundraiserMessages.invitationEmailMismatch);
      }
      if (invitation.respondedAt || invitation.usedBy) throw new DomainError('gone', fundraiserMessages.invitationUsed);
      if (invitation.expiresAt.getTime() <= Date.now()) {
        throw new DomainError('gone', identityMessages.invitationExpired);
      }
      invitation.respondedAt = new Date();
      invitation.accepted = accept;
      if (!accept) return 'rejected' as const;
      await this.refuseEnded(em, invitation.fundraiserId);
      invitation.usedBy = user.accountId;
      await em.flush();
      await this.joinTeam(em, invitation.fundraiserId, user.accountId, invitation.invitedBy);
      // The participant's dashboard lists their team: replaced once this commits.
      afterCommit(() => this.documents.changed(invitation.fundraiserId));
      return 'accepted' as const;
    });
  }

  private async refuseEnded(em: EntityManager, fundraiserId: string) {
    const fundraiser = await em.findOne(Fundraiser, { id: fundraiserId });
    if (!fundraiser) throw invalid();
    if (hasEnded(fundraiser)) throw new DomainError('gone', fundraiserMessages.fundraiserEnded);
  }

  private async joinTeam(em: EntityManager, fundraiserId: string, accountId: string, participantId: string) {
    await em.execute(
      `insert into fundraiser_memberships (id, fundraiser_id, account_id, role, participant_id)
       values (gen_random_uuid(), ?, ?, 'teamMember', ?) on conflict do nothing`,
      [fundraiserId, accountId, participantId],
    );
  }
}
