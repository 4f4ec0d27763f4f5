import type { ParticipantPhotoRow } from '@fundplay/contracts';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { ReadDocuments } from '../../../../platform/read-models/read-documents';
import { DomainError } from '../../../../platform/http/domain-error';
import { Membership } from '../../entities/membership.entity';
import { FundraiserAccess } from '../../policies/fundraiser-access.policy';
import { assertMayApproveParticipantPhotos } from '../../policies/participant-photos.policy';
import { minorsPhotoRows } from '../../read-models/participant-photo-views';
import { SetParticipantPhotoApprovalCommand } from './set-participant-photo-approval.command';

export const photoApprovalMessages = {
  noPhoto: 'This participant has no photo that needs approval',
} as const;

/** Sets or clears the approval of the participant's current photo; only under-18s' photos need one. */
@CommandHandler(SetParticipantPhotoApprovalCommand)
export class SetParticipantPhotoApprovalHandler implements ICommandHandler<SetParticipantPhotoApprovalCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly access: FundraiserAccess,
    private readonly queries: QueryBus,
    private readonly documents: ReadDocuments,
  ) {}

  async execute({ user, fundraiserId, participantId, approved }: SetParticipantPhotoApprovalCommand) {
    return this.uow.run(async ({ em, afterCommit }): Promise<ParticipantPhotoRow> => {
      await this.access.requireAdministered(em, user, fundraiserId);
      // What its pages and its members' dashboards show changes: their documents are replaced once this commits.
      afterCommit(() => this.documents.changed(fundraiserId));
      assertMayApproveParticipantPhotos(user);
      const membership = await em.findOne(Membership, { fundraiserId, accountId: participantId, role: 'participant' });
      const [row] = membership ? await minorsPhotoRows(this.queries, [membership]) : [];
      if (!membership || !row) throw new DomainError('not-found', photoApprovalMessages.noPhoto);
      membership.photoApprovedAt = approved ? new Date() : null;
      membership.photoApprovedBy = approved ? user.accountId : null;
      await em.flush();
      return { ...row, approved };
    });
  }
}
