import { routeTable } from '@fundplay/contracts';
import { Controller, Headers, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { RouteQuery, type ParsedQuery } from '../../platform/http/route-input.decorators';
import { Route } from '../../platform/http/route.decorator';
import { GetCampaignCardQuery } from './queries/get-campaign-card/get-campaign-card.query';

/**
 * Five minutes: a chat app or crawler may reuse the card that long; after that it asks again with If-None-Match and
 * gets a 304 until the totals move (the ETag names them).
 */
export const CARD_CACHE_CONTROL = 'public, max-age=300';

/** The link-preview card of a campaign page (issue #21): the og:image of `/donate/{code}` and `/f/{slug}`. */
@Controller()
export class CampaignCardController {
  constructor(private readonly queries: QueryBus) {}

  @Route(routeTable.getCampaignCard)
  async card(
    @RouteQuery() query: ParsedQuery<typeof routeTable.getCampaignCard>,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { etag, png } = await this.queries.execute(new GetCampaignCardQuery(query.code, ifNoneMatch));
    void reply.header('etag', etag).header('cache-control', CARD_CACHE_CONTROL);
    if (!png) {
      await reply.status(304).send();
      return;
    }
    await reply.status(200).header('content-type', 'image/png').send(png);
  }
}
