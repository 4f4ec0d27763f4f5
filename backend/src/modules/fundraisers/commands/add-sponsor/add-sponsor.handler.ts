import { fundraiserMessages, moneyMessages, type SponsorSaved } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { ReadDocuments } from '../../../../platform/read-models/read-documents';
import { DomainError } from '../../../../platform/http/domain-error';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { FileStorage } from '../../../../platform/storage/file-storage.port';
import { ImageUploads } from '../../../../platform/storage/image-uploads';
import { IMAGE_FIELD } from '../../../../platform/storage/multipart-form';
import { LedgerBalances } from '../../../ledger/ledger-balances';
import { Fundraiser } from '../../entities/fundraiser.entity';
import { Sponsor } from '../../entities/sponsor.entity';
import { findBusinessSponsor, isBusinessNameClash, processSponsorLogo } from '../../services/sponsor-persistence';
import { sponsorRows } from '../../read-models/sponsor-views';
import { AddSponsorCommand } from './add-sponsor.command';

/** The public sponsor form takes this many sponsors per address per hour (a business adds itself once). */
export const SPONSORS_PER_IP_PER_HOUR = 20;
export const tooManySponsors = 'Too many sponsors were added from your network. Please wait a while and try again.';

/**
 * Adds a sponsor to a fundraiser. Public: a business donor adds itself (with its logo) before its sponsorship.
 * A business already sponsoring the fundraiser is not added twice; the caller gets that sponsor back as a success
 * ('Sponsor already exists.'), unchanged, so a donor coming back can still give as that business.
 */
@CommandHandler(AddSponsorCommand)
export class AddSponsorHandler implements ICommandHandler<AddSponsorCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
    private readonly images: ImageUploads,
    private readonly storage: FileStorage,
    private readonly balances: LedgerBalances,
    private readonly queries: QueryBus,
    private readonly documents: ReadDocuments,
  ) {}

  async execute({ input, logo, ip }: AddSponsorCommand): Promise<SponsorSaved> {
    if (!(await this.limiter.hit(`sponsor-ip:${ip}`, SPONSORS_PER_IP_PER_HOUR, 3600)).allowed) {
      throw new DomainError('rate-limited', tooManySponsors);
    }
    const business = input.type === 'business';
    if (business && !logo) {
      throw new DomainError('invalid', moneyMessages.logoRequired, { [IMAGE_FIELD]: [moneyMessages.logoRequired] });
    }
    // Decoded and re-encoded before anything is locked; stored only for a sponsor that is really new.
    const image = logo ? await processSponsorLogo(this.images, logo) : null;
    const businessName = business ? (input.businessName ?? '') : '';
    let storedLogo: string | null = null;
    let saved: { sponsor: Sponsor; existed: boolean };
    try {
      saved = await this.uow.run(async ({ em, afterCommit }) => {
        const fundraiser = await em.findOne(Fundraiser, { id: input.fundRaisingId });
        if (!fundraiser) throw new DomainError('not-found', fundraiserMessages.notFound);
        // What its pages and its members' dashboards show changes: their documents are replaced once this commits.
        afterCommit(() => this.documents.changed(fundraiser.id));
        if (business) {
          const existing = await findBusinessSponsor(em, fundraiser.id, businessName);
          if (existing) return { sponsor: existing, existed: true };
        }
        if (image) storedLogo = (await this.storage.put({ contentType: image.contentType, bytes: image.bytes })).id;
        const sponsor = em.create(Sponsor, {
          fundraiserId: fundraiser.id,
          type: input.type,
          firstName: input.firstName,
          lastName: input.lastName,
          businessName,
          websiteUrl: input.websiteUrl ?? '',
          logoFileId: storedLogo,
        });
        await em.flush();
        return { sponsor, existed: false };
      });
    } catch (error) {
      if (storedLogo) await this.storage.delete(storedLogo).catch(() => false);
      // The same business added by a concurrent request: the unique index is the last word.
      const existing = isBusinessNameClash(error)
        ? await findBusinessSponsor(this.em.fork(), input.fundRaisingId, businessName)
        : null;
      if (!existing) throw error;
      saved = { sponsor: existing, existed: true };
    }
    const [row] = await sponsorRows(this.balances, this.queries, [saved.sponsor]);
    if (!row) throw new Error('sponsorRows returned nothing for one sponsor');
    return { sponsor: row, existed: saved.existed };
  }
}
