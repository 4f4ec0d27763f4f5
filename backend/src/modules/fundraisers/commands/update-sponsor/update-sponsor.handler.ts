import { identityMessages, moneyMessages, type SponsorSaved } from '@fundplay/contracts';
import { LockMode } from '@mikro-orm/core';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { ReadDocuments } from '../../../../platform/read-models/read-documents';
import { DomainError } from '../../../../platform/http/domain-error';
import { FileStorage } from '../../../../platform/storage/file-storage.port';
import { ImageUploads } from '../../../../platform/storage/image-uploads';
import { IMAGE_FIELD } from '../../../../platform/storage/multipart-form';
import { LedgerBalances } from '../../../ledger/ledger-balances';
import { Sponsor } from '../../entities/sponsor.entity';
import { FundraiserAccess } from '../../policies/fundraiser-access.policy';
import { mayManageFundraiserMoney } from '../../policies/fundraiser-permissions.policy';
import { findBusinessSponsor, isBusinessNameClash, processSponsorLogo } from '../../services/sponsor-persistence';
import { sponsorRows } from '../../read-models/sponsor-views';
import { UpdateSponsorCommand } from './update-sponsor.command';

const nameTaken = () =>
  new DomainError('conflict', moneyMessages.sponsorExists, { businessName: [moneyMessages.sponsorExists] });

/** A fundraiser admin changes a sponsor's details and, optionally, its logo (a business always keeps one). */
@CommandHandler(UpdateSponsorCommand)
export class UpdateSponsorHandler implements ICommandHandler<UpdateSponsorCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly access: FundraiserAccess,
    private readonly images: ImageUploads,
    private readonly storage: FileStorage,
    private readonly balances: LedgerBalances,
    private readonly queries: QueryBus,
    private readonly documents: ReadDocuments,
  ) {}

  async execute({ user, input, logo }: UpdateSponsorCommand): Promise<SponsorSaved> {
    const image = logo ? await processSponsorLogo(this.images, logo) : null;
    const business = input.type === 'business';
    const logos: { stored: string | null; replaced: string | null } = { stored: null, replaced: null };
    let sponsor: Sponsor;
    try {
      sponsor = await this.uow.run(async ({ em, afterCommit }) => {
        const fundraiser = await this.access.requireAdministered(em, user, input.fundRaisingId);
        // What its pages and its members' dashboards show changes: their documents are replaced once this commits.
        afterCommit(() => this.documents.changed(fundraiser.id));
        if (!mayManageFundraiserMoney(user, fundraiser)) throw new DomainError('forbidden', identityMessages.forbidden);
        const found = await em.findOne(
          Sponsor,
          { id: input.sponsorId, fundraiserId: fundraiser.id },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!found) throw new DomainError('not-found', moneyMessages.sponsorNotFound);
        if (business && !image && !found.logoFileId) {
          throw new DomainError('invalid', moneyMessages.logoRequired, { [IMAGE_FIELD]: [moneyMessages.logoRequired] });
        }
        const businessName = business ? (input.businessName ?? '') : '';
        if (business) {
          const holder = await findBusinessSponsor(em, fundraiser.id, businessName);
          if (holder && holder.id !== found.id) throw nameTaken();
        }
        found.type = input.type;
        found.firstName = input.firstName;
        found.lastName = input.lastName;
        found.businessName = businessName;
        found.websiteUrl = input.websiteUrl ?? '';
        if (image) {
          logos.stored = (await this.storage.put({ contentType: image.contentType, bytes: image.bytes })).id;
          logos.replaced = found.logoFileId;
          found.logoFileId = logos.stored;
        }
        await em.flush();
        return found;
      });
    } catch (error) {
      if (logos.stored) await this.storage.delete(logos.stored).catch(() => false);
      if (isBusinessNameClash(error)) throw nameTaken();
      throw error;
    }
    // Nothing refers to the old logo any more; ids are never reused, so caches holding it stay correct.
    if (logos.replaced) await this.storage.delete(logos.replaced).catch(() => false);
    const [row] = await sponsorRows(this.balances, this.queries, [sponsor]);
    if (!row) throw new Error('sponsorRows returned nothing for one sponsor');
    return { sponsor: row, existed: false };
  }
}
