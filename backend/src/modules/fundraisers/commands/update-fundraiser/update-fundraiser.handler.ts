import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { FileStorage } from '../../../../platform/storage/file-storage.port';
import { ImageUploads } from '../../../../platform/storage/image-uploads';
import { storedText } from '../../domain/campaign-profile';
import { fundraiserDetail } from '../../read-models/fundraiser-admin-views';
import { groupGoalsOf } from '../../services/group-persistence';
import { FundraiserAccess } from '../../policies/fundraiser-access.policy';
import { assertMayUpdate } from '../../policies/fundraiser-permissions.policy';
import { fundraiserGoalProblem } from '../../policies/group-goals.policy';
import { UpdateFundraiserCommand } from './update-fundraiser.command';
import { LedgerBalances } from '../../../ledger/ledger-balances';
import { ReadDocuments } from '../../../../platform/read-models/read-documents';

/** Longest side of a stored logo: sharp on any screen the dashboards and donation page show it on. */
export const LOGO_MAX_DIMENSION = 1024;
/** Longest side of a stored cover photo: the full width of a wide screen. */
export const COVER_MAX_DIMENSION = 2048;

interface ImageSwap {
  stored: string | null;
  replaced: string | null;
}

@CommandHandler(UpdateFundraiserCommand)
export class UpdateFundraiserHandler implements ICommandHandler<UpdateFundraiserCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly em: EntityManager,
    private readonly access: FundraiserAccess,
    private readonly images: ImageUploads,
    private readonly storage: FileStorage,
    private readonly balances: LedgerBalances,
    private readonly queries: QueryBus,
    private readonly documents: ReadDocuments,
  ) {}

  async execute({ user, input, logo, cover }: UpdateFundraiserCommand) {
    // Decoded and re-encoded before anything is locked; stored only once the caller is known to be allowed.
    const image = logo ? await this.images.process(logo, { maxDimension: LOGO_MAX_DIMENSION }) : null;
    const coverImage = cover ? await this.images.process(cover, { maxDimension: COVER_MAX_DIMENSION }) : null;
    const { fundRaisingId, fundRaisingGoal, fundRaisingCause, fundRaisingStory, ...details } = input;
    const logos: ImageSwap = { stored: null, replaced: null };
    const covers: ImageSwap = { stored: null, replaced: null };
    let fundraiser;
    try {
      fundraiser = await this.uow.run(async ({ em }) => {
        const fundraiser = await this.access.requireAdministered(em, user, fundRaisingId, { lock: true });
        assertMayUpdate(user, fundraiser, {
          details: Object.values(details).some((value) => value !== undefined),
          goalOrCause: fundRaisingGoal !== undefined || fundRaisingCause !== undefined,
          logo: image !== null,
          page: fundRaisingStory !== undefined || coverImage !== null,
        });
        if (fundRaisingStory !== undefined) fundraiser.story = storedText(fundRaisingStory);
        if (fundRaisingGoal !== undefined) {
          // Groups change only under this row's lock (see the group commands), so the sum cannot move meanwhile.
          const problem = fundraiserGoalProblem(fundRaisingGoal, await groupGoalsOf(em, fundraiser.id));
          if (problem) throw new DomainError('invalid', problem, { fundRaisingGoal: [problem] });
          fundraiser.goalCents = fundRaisingGoal;
        }
        if (fundRaisingCause !== undefined) fundraiser.cause = fundRaisingCause;
        if (details.fundRaisingName !== undefined) fundraiser.fundRaisingName = details.fundRaisingName;
        if (details.address !== undefined) fundraiser.address = details.address;
        if (details.city !== undefined) fundraiser.city = details.city;
        if (details.state !== undefined) fundraiser.state = details.state;
        if (details.zip !== undefined) fundraiser.zip = details.zip;
        if (details.fundRaisingTaxId !== undefined) fundraiser.taxId = details.fundRaisingTaxId;
        if (details.fundRaisingRoutingNumber !== undefined) fundraiser.routingNumber = details.fundRaisingRoutingNumber;
        if (details.fundRaisingAccountNumber !== undefined) fundraiser.accountNumber = details.fundRaisingAccountNumber;
        if (details.fundRaisingStartTime !== undefined && details.fundRaisingEndTime !== undefined) {
          fundraiser.startsAt = new Date(details.fundRaisingStartTime);
          fundraiser.endsAt = new Date(details.fundRaisingEndTime);
        }
        if (image) {
          const stored = await this.storage.put({ contentType: image.contentType, bytes: image.bytes });
          logos.stored = stored.id;
          logos.replaced = fundraiser.logoFileId;
          fundraiser.logoFileId = stored.id;
        }
        if (coverImage) {
          const stored = await this.storage.put({ contentType: coverImage.contentType, bytes: coverImage.bytes });
          covers.stored = stored.id;
          covers.replaced = fundraiser.coverFileId;
          fundraiser.coverFileId = stored.id;
        }
        await em.flush();
        return fundraiser;
      });
    } catch (error) {
      for (const stored of [logos.stored, covers.stored]) {
        if (stored) await this.storage.delete(stored).catch(() => false);
      }
      throw error;
    }
    // Its public pages (big screen, campaign pages, referral lookup) show the new details from the next read.
    await this.documents.changed(fundraiser.id);
    // Nothing refers to the old images any more; ids are never reused, so caches holding them stay correct.
    for (const replaced of [logos.replaced, covers.replaced]) {
      if (replaced) await this.storage.delete(replaced).catch(() => false);
    }
    return fundraiserDetail(this.em.fork(), this.queries, this.balances, user, fundraiser);
  }
}
