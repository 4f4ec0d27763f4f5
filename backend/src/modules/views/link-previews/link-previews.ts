import { routeTable } from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/app-config';
import { isCanonicalUuid } from '../../../platform/http/ids';
import { PageHeads, type PageHead } from '../../../platform/http/page-head';
import { GetCampaignScopeQuery } from '../../fundraisers/queries/get-campaign-scope/get-campaign-scope.query';
import { GetFundraiserShowcaseQuery } from '../../fundraisers/queries/get-fundraiser-showcase/get-fundraiser-showcase.query';
import { campaignCardFacts, formatDollars, progressLine } from '../queries/get-campaign-card/campaign-card';
import { CARD_HEIGHT, CARD_WIDTH } from '../queries/get-campaign-card/campaign-card-image';

/** A description fits a preview: whitespace collapsed, at most this many characters. */
const DESCRIPTION_LENGTH = 200;

export function summarize(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

const DONATE = /^\/donate\/([^/]{1,100})\/?$/;
const CAMPAIGN = /^\/f\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;
const LIVE = /^\/live\/([^/]+)\/?$/;

/**
 * Link previews (issue #21): what `/donate/{code}`, `/f/{slug}` and `/live/{fundraiserId}` say in their <head>, for
 * every user agent alike: a title that names whom a gift helps, the cause or story, and the campaign's card as the
 * image. Other addresses, and unknown codes, keep index.html's own head.
 */
@Injectable()
export class LinkPreviews extends PageHeads {
  constructor(
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async headFor(path: string): Promise<PageHead | null> {
    const donate = DONATE.exec(path)?.[1];
    if (donate) return this.campaignHead({ code: donate });
    const slug = CAMPAIGN.exec(path)?.[1];
    if (slug) return this.campaignHead({ slug });
    const live = LIVE.exec(path)?.[1];
    if (live && isCanonicalUuid(live)) return this.liveHead(live);
    return null;
  }

  private async campaignHead(by: { code: string } | { slug: string }): Promise<PageHead | null> {
    const scope = await this.queries.execute(new GetCampaignScopeQuery(by));
    if (!scope) return null;
    const { fundraiser, participant } = scope;
    const facts = campaignCardFacts(scope);
    const base = this.config.http.publicUrl;
    const title =
      facts.kind === 'participant'
        ? `Help ${facts.name} raise ${facts.goal > 0 ? formatDollars(facts.goal) : 'money'} for ${fundraiser.fundRaisingName}`
        : facts.kind === 'group'
          ? `Support ${facts.name} in ${fundraiser.fundRaisingName}`
          : `Support ${fundraiser.fundRaisingName}`;
    const words = participant?.whyRaising ?? fundraiser.story ?? fundraiser.fundRaisingCause;
    const description = summarize(words || `${progressLine(facts)}. Give through FundPlay.`);
    const canonicalUrl =
      facts.kind === 'fundraiser' ? `${base}/f/${fundraiser.slug}` : `${base}/donate/${encodeURIComponent(scope.code)}`;
    const card = `${base}${routeTable.getCampaignCard.path}?${new URLSearchParams({ code: scope.code }).toString()}`;
    return {
      title,
      description,
      canonicalUrl,
      image: {
        url: card,
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        alt: `${facts.name}: ${progressLine(facts)}`,
      },
    };
  }

  /** The big screen: the fundraiser page's head (its card too), titled and addressed as the live page. */
  private async liveHead(fundraiserId: string): Promise<PageHead | null> {
    const showcase = await this.queries.execute(new GetFundraiserShowcaseQuery(fundraiserId)).catch(() => null);
    if (!showcase) return null;
    const page = await this.campaignHead({ slug: showcase.slug });
    if (!page) return null;
    return {
      ...page,
      title: `${showcase.summary.fundRaisingName}: live`,
      canonicalUrl: `${this.config.http.publicUrl}/live/${fundraiserId}`,
    };
  }
}
