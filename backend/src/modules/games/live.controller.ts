import { routeTable } from '@fundplay/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RouteQuery, type ParsedQuery } from '../../platform/http/route-input.decorators';
import { Route } from '../../platform/http/route.decorator';
import { GetLiveFundraiserQuery } from './queries/get-live-fundraiser/get-live-fundraiser.query';

/** The public big screen (`/live/{fundraiserId}`): a gym or an assembly watches the race live. */
@Controller()
export class LiveController {
  constructor(private readonly queries: QueryBus) {}

  @Route(routeTable.getLiveFundraiser)
  live(@RouteQuery() query: ParsedQuery<typeof routeTable.getLiveFundraiser>) {
    return this.queries.execute(new GetLiveFundraiserQuery(query.fundRaiserId));
  }
}
