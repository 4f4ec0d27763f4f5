import type { CampaignProfile } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { ReadDocuments } from '../../../../platform/read-models/read-documents';
import { DomainError } from '../../../../platform/http/domain-error';
import { FileStorage } from '../../../../platform/storage/file-storage.port';
import { ImageUploads } from '../../../../platform/storage/image-uploads';
import { LedgerBalances } from '../../../ledger/ledger-balances';
import { storedText } from '../../domain/campaign-profile';
import { campaignProfileOf, requireParticipantMembership } from '../../read-models/campaign-profile-view';
import { participantReferralCode } from '../../services/participant-referral-codes';
import { UpdateCampaignProfileCommand } from './update-campaign-profile.command';

/** Longest side of a stored participant photo: a portrait on a phone and on the printed flyer. */
export const PARTICIPANT_PHOTO_MAX_DIMENSION = 1024;

export const campaignProfileMessages = {
  photoOrRemove: 'Send a new photo or remove the current one, not both',
} as const;

/**
 * Changes only what was sent. A photo goes through the same decoding and metadata stripping as logos; a new photo
 * (or none) clears an admin's approval, so an under-18's new photo waits for a new one. Files replaced or removed
 * are deleted after the commit; a stored photo is deleted again if the change fails.
 */
@CommandHandler(UpdateCampaignProfileCommand)
export class UpdateCampaignProfileHandler implements ICommandHandler<UpdateCampaignProfileCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly em: EntityManager,
    private readonly images: ImageUploads,
    private readonly storage: FileStorage,
    private readonly queries: QueryBus,
    private readonly balances: LedgerBalances,
    private readonly documents: ReadDocuments,
  ) {}

  async execute({ accountId, input, photo }: UpdateCampaignProfileCommand): Promise<CampaignProfile> {
    if (photo && input.removePhoto) {
      throw new DomainError('invalid', campaignProfileMessages.photoOrRemove, {
        removePhoto: [campaignProfileMessages.photoOrRemove],
      });
    }
    const image = photo ? await this.images.process(photo, { maxDimension: PARTICIPANT_PHOTO_MAX_DIMENSION }) : null;
    const files: { stored: string | null; replaced: string | null } = { stored: null, replaced: null };
    let changed;
    try {
      changed = await this.uow.run(async ({ em, afterCommit }) => {
        const membership = await requireParticipantMembership(em, accountId, input.fundRaisingId);
        // What its pages and its members' dashboards show changes: their documents are replaced once this commits.
        afterCommit(() => this.documents.changed(membership.fundraiserId));
        if (input.whyRaising !== undefined) membership.whyRaising = storedText(input.whyRaising);
        if (input.personalGoal !== undefined) membership.personalGoalCents = input.personalGoal;
        if (input.showPhoto !== undefined) membership.showPhoto = input.showPhoto;
        if (input.showMessage !== undefined) membership.showMessage = input.showMessage;
        if (image || input.removePhoto) {
          if (image) {
            files.stored = (await this.storage.put({ contentType: image.contentType, bytes: image.bytes })).id;
          }
          files.replaced = membership.photoFileId;
          membership.photoFileId = files.stored;
          membership.photoApprovedAt = null;
          membership.photoApprovedBy = null;
        }
        await em.flush();
        const code = membership.groupId
          ? await participantReferralCode(em, membership.fundraiserId, accountId, membership.groupId)
          : null;
        return { membership, code };
      });
    } catch (error) {
      if (files.stored) await this.storage.delete(files.stored).catch(() => false);
      throw error;
    }
    // Nothing refers to the old photo any more; ids are never reused, so caches holding it stay correct.
    if (files.replaced) await this.storage.delete(files.replaced).catch(() => false);
    return campaignProfileOf(this.em.fork(), this.queries, this.balances, changed.membership, changed.code);
  }
}
