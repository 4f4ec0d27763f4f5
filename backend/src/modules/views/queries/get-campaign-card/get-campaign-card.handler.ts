import { createHash } from 'node:crypto';
import { fundraiserMessages } from '@fundplay/contracts';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { LRUCache } from 'lru-cache';
import { DomainError } from '../../../../platform/http/domain-error';
import { FileStorage } from '../../../../platform/storage/file-storage.port';
import { matchesEtag } from '../../../../platform/storage/files.controller';
import { GetCampaignScopeQuery } from '../../../fundraisers/queries/get-campaign-scope/get-campaign-scope.query';
import { campaignCardFacts, type CampaignCardFacts } from './campaign-card';
import { drawCampaignCard } from './campaign-card-image';
import { GetCampaignCardQuery, type CampaignCard } from './get-campaign-card.query';

/** Bump when the drawing changes, so cached cards and ETags held by crawlers are redrawn. */
const CARD_DESIGN = 1;

/** The card names what it shows: the code and every fact drawn on it. New totals, a new name or photo: a new card. */
export function cardEtag(code: string, facts: CampaignCardFacts): string {
  const key = JSON.stringify([CARD_DESIGN, code, facts]);
  return `"${createHash('sha256').update(key).digest('base64url').slice(0, 32)}"`;
}

/**
 * The campaign's card, drawn once per state: an in-process LRU keyed by the ETag (code + what the card shows) holds
 * the PNG, so a shared link that many crawlers and chat apps fetch is drawn once until the totals move. Drawing takes
 * a few hundred milliseconds; the scope read that decides the key is the same one the page makes.
 */
@QueryHandler(GetCampaignCardQuery)
export class GetCampaignCardHandler implements IQueryHandler<GetCampaignCardQuery> {
  private readonly cards = new LRUCache<string, Buffer>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (png) => png.byteLength,
  });
  /** Concurrent requests for the same card share one drawing. */
  private readonly drawing = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly queries: QueryBus,
    private readonly storage: FileStorage,
  ) {}

  async execute({ code, ifNoneMatch }: GetCampaignCardQuery): Promise<CampaignCard> {
    const scope = await this.queries.execute(new GetCampaignScopeQuery({ code }));
    if (!scope) throw new DomainError('not-found', fundraiserMessages.invalidReferralPage);
    const facts = campaignCardFacts(scope);
    const etag = cardEtag(code, facts);
    if (matchesEtag(ifNoneMatch, etag)) return { etag, png: null };
    const cached = this.cards.get(etag);
    if (cached) return { etag, png: cached };
    let drawing = this.drawing.get(etag);
    if (!drawing) {
      drawing = this.draw(facts).finally(() => this.drawing.delete(etag));
      this.drawing.set(etag, drawing);
    }
    const png = await drawing;
    this.cards.set(etag, png);
    return { etag, png };
  }

  private async draw(facts: CampaignCardFacts): Promise<Buffer> {
    const image = facts.imageFileId ? await this.storage.get(facts.imageFileId) : null;
    return drawCampaignCard(facts, image?.bytes ?? null);
  }
}
