import { outreachRouteTable } from '@fundplay/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { RouteQuery, type ParsedQuery } from '../../../platform/http/route-input.decorators';
import { Route } from '../../../platform/http/route.decorator';
import { GetOutreachReportQuery } from './queries/get-outreach-report/get-outreach-report.query';

/** The administrators' outreach report (issue #11): approved administrators of the fundraiser only. */
@Controller()
export class OutreachReportController {
  constructor(private readonly queries: QueryBus) {}

  @Route(outreachRouteTable.getOutreachReport)
  report(
    @CurrentUser() user: AuthenticatedUser,
    @RouteQuery() query: ParsedQuery<typeof outreachRouteTable.getOutreachReport>,
  ) {
    return this.queries.execute(new GetOutreachReportQuery(user, query.fundRaiserId));
  }
}
