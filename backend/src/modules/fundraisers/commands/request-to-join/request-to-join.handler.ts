import { fundraiserMessages, identityMessages } from '@fundplay/contracts';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { ReadDocuments } from '../../../../platform/read-models/read-documents';
import { DomainError } from '../../../../platform/http/domain-error';
import { Fundraiser } from '../../entities/fundraiser.entity';
import { FundraiserInvitation } from '../../entities/fundraiser-invitation.entity';
import { Membership } from '../../entities/membership.entity';
import { hashInvitationCode, isPublicCode } from '../../domain/invitation-codes';
import { hasEnded } from '../../policies/membership-access.policy';
import { RequestToJoinCommand, type RequestToJoinOutcome } from './request-to-join.command';

const invalidInvitation = () => new DomainError('not-found', identityMessages.invitationInvalid);
const alreadyMember = () => new DomainError('conflict', fundraiserMessages.alreadyMember);

/**
 * Without a code: a join request that waits for an admin. With the code of a participant invitation of that
 * fundraiser: a private one addressed to the caller's email (single use, unexpired) or an active `pub_` link admits
 * the caller at once, in the invitation's group; the invitation is marked used in the same transaction.
 */
@CommandHandler(RequestToJoinCommand)
export class RequestToJoinHandler implements ICommandHandler<RequestToJoinCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly documents: ReadDocuments,
  ) {}

  async execute({ user, fundraiserId, invitationCode }: RequestToJoinCommand): Promise<RequestToJoinOutcome> {
    return this.uow.run(async ({ em, afterCommit }) => {
      if (invitationCode) {
        await this.acceptInvitation(em, user, fundraiserId, invitationCode);
        // A new participant shows on its pages and boards: their documents are replaced once this commits.
        afterCommit(() => this.documents.changed(fundraiserId));
        return 'joined' as const;
      }
      await this.askToJoin(em, user.accountId, fundraiserId);
      return 'requested' as const;
    });
  }

  private async askToJoin(em: EntityManager, accountId: string, fundraiserId: string) {
    const fundraiser = await em.findOne(Fundraiser, { id: fundraiserId });
    if (!fundraiser) throw new DomainError('not-found', fundraiserMessages.notFound);
    if (hasEnded(fundraiser)) throw new DomainError('conflict', fundraiserMessages.fundraiserEnded);
    if (await em.findOne(Membership, { fundraiserId, accountId, role: 'participant' })) throw alreadyMember();
    // The unique (fundraiser, account) index answers a repeated (or concurrent) request.
    const inserted = await em.execute<{ id: string }[]>(
      `insert into join_requests (id, fundraiser_id, account_id) values (gen_random_uuid(), ?, ?)
       on conflict do nothing returning id`,
      [fundraiserId, accountId],
    );
    if (inserted.length === 0) throw new DomainError('conflict', fundraiserMessages.alreadyRequested);
  }

  private async acceptInvitation(
    em: EntityManager,
    user: RequestToJoinCommand['user'],
    fundraiserId: string,
    code: string,
  ) {
    let groupId: string | null = null;
    if (isPublicCode(code)) {
      // A shared lock: deactivating the link waits for this admission, and none follows the deactivation.
      const fundraiser = await em.findOne(
        Fundraiser,
        { participantLinkCode: code },
        { lockMode: LockMode.PESSIMISTIC_READ },
      );
      if (!fundraiser || fundraiser.id !== fundraiserId) throw invalidInvitation();
      if (!fundraiser.participantLinkActive) throw new DomainError('not-found', fundraiserMessages.publicLinkInactive);
      await this.refuseMemberOrEnded(em, user.accountId, fundraiser);
    } else {
      const invitation = await em.findOne(
        FundraiserInvitation,
        { codeHash: hashInvitationCode(code), role: 'participant' },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      // A code of another fundraiser says no more than an unknown one.
      if (!invitation || invitation.fundraiserId !== fundraiserId) throw invalidInvitation();
      if (invitation.email.toLowerCase() !== user.email.toLowerCase()) {
        throw new DomainError('forbidden', fundraiserMessages.invitationEmailMismatch);
      }
      const fundraiser = await em.findOne(Fundraiser, { id: invitation.fundraiserId });
      if (!fundraiser) throw invalidInvitation();
      await this.refuseMemberOrEnded(em, user.accountId, fundraiser);
      if (invitation.respondedAt || invitation.usedBy) throw new DomainError('gone', fundraiserMessages.invitationUsed);
      if (invitation.expiresAt.getTime() <= Date.now()) {
        throw new DomainError('gone', identityMessages.invitationExpired);
      }
      invitation.usedBy = user.accountId;
      invitation.respondedAt = new Date();
      invitation.accepted = true;
      await em.flush();
      groupId = invitation.groupId;
    }

    // Only a group of this fundraiser is kept (a deleted group leaves the participant unassigned).
    const inserted = await em.execute<{ id: string }[]>(
      `insert into fundraiser_memberships (id, fundraiser_id, account_id, role, group_id)
       select gen_random_uuid(), f.id, ?, 'participant', g.id
         from fundraisers f left join fundraiser_groups g on g.id = ? and g.fundraiser_id = f.id
        where f.id = ?
       on conflict do nothing returning id`,
      [user.accountId, groupId, fundraiserId],
    );
    // Admitted meanwhile by another request: the rollback leaves the invitation unused.
    if (inserted.length === 0) throw alreadyMember();
    // A member has nothing left to ask for.
    await em.execute('delete from join_requests where fundraiser_id = ? and account_id = ?', [
      fundraiserId,
      user.accountId,
    ]);
  }

  private async refuseMemberOrEnded(em: EntityManager, accountId: string, fundraiser: Fundraiser) {
    if (await em.findOne(Membership, { fundraiserId: fundraiser.id, accountId, role: 'participant' })) {
      throw alreadyMember();
    }
    // Joining a fundraiser that is over helps nobody; the invitation pages say so the same way (410).
    if (hasEnded(fundraiser)) throw new DomainError('gone', fundraiserMessages.fundraiserEnded);
  }
}
