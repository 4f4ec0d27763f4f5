import { fundraiserMessages, identityMessages } from '@fundplay/contracts';
import { LockMode } from '@mikro-orm/core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { ReadDocuments } from '../../../../platform/read-models/read-documents';
import { DomainError } from '../../../../platform/http/domain-error';
import { FundraiserGroup } from '../../entities/fundraiser-group.entity';
import { Membership } from '../../entities/membership.entity';
import { FundraiserAccess } from '../../policies/fundraiser-access.policy';
import { hasStarted } from '../../policies/fundraiser-access.policy';
import { mayManageGroup } from '../../policies/fundraiser-permissions.policy';
import { AssignParticipantToGroupCommand } from './assign-participant-to-group.command';

@CommandHandler(AssignParticipantToGroupCommand)
export class AssignParticipantToGroupHandler implements ICommandHandler<AssignParticipantToGroupCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly access: FundraiserAccess,
    private readonly documents: ReadDocuments,
  ) {}

  async execute({ user, groupId, participantId }: AssignParticipantToGroupCommand) {
    await this.uow.run(async ({ em, afterCommit }) => {
      const { fundraiser, group } = await this.access.requireAdministeredGroup(em, user, groupId);
      if (!mayManageGroup(user, fundraiser, group)) throw new DomainError('forbidden', identityMessages.forbidden);
      const now = new Date();
      if (now >= fundraiser.endsAt) throw new DomainError('conflict', fundraiserMessages.statusEnded);
      const membership = await em.findOne(
        Membership,
        { fundraiserId: fundraiser.id, accountId: participantId, role: 'participant' },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!membership) {
        throw new DomainError('not-found', fundraiserMessages.participantNotMember, {
          participantId: [fundraiserMessages.participantNotMember],
        });
      }
      if (membership.groupId === group.id) return;
      // A participant admitted after the start still needs a group to get a referral link and raise money; moving
      // one between groups after the start would move the competition's totals, so only placement is allowed then.
      if (membership.groupId && hasStarted(fundraiser, now)) {
        throw new DomainError('conflict', fundraiserMessages.groupActionsDisabled);
      }
      // Taking a participant out of another group is that group's business too: a group admin cannot poach.
      const current = membership.groupId ? await em.findOne(FundraiserGroup, { id: membership.groupId }) : null;
      if (current && !mayManageGroup(user, fundraiser, current)) {
        throw new DomainError('forbidden', identityMessages.forbidden);
      }
      membership.groupId = group.id;
      await em.flush();
      // What its pages and its members' dashboards show changes: their documents are replaced once this commits.
      afterCommit(() => this.documents.changed(fundraiser.id));
    });
  }
}
