import { routeTable } from '@fundplay/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RouteQuery, type ParsedQuery } from '../../platform/http/route-input.decorators';
import { Route } from '../../platform/http/route.decorator';
import { GetCampaignPageQuery } from './queries/get-campaign-page/get-campaign-page.query';
import { GetCampaignSupportersQuery } from './queries/get-campaign-supporters/get-campaign-supporters.query';

/** The public campaign pages (issue #21): one read per page, and the wall's next pages. */
@Controller()
export class CampaignPagesController {
  constructor(private readonly queries: QueryBus) {}

  @Route(routeTable.getCampaignPage)
  page(@RouteQuery() query: ParsedQuery<typeof routeTable.getCampaignPage>) {
    const by = query.slug ? { slug: query.slug } : { code: query.code ?? '' };
    return this.queries.execute(new GetCampaignPageQuery(by));
  }

  @Route(routeTable.getSupporters)
  supporters(@RouteQuery() query: ParsedQuery<typeof routeTable.getSupporters>) {
    return this.queries.execute(new GetCampaignSupportersQuery(query.code, query.cursor));
  }
}
