import { routeTable } from '@fundplay/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { Route } from '../../platform/http/route.decorator';
import { ListAdministeredFundraisersQuery } from './queries/list-administered-fundraisers/list-administered-fundraisers.query';

/** The fundraiser side of the spec's /adminRoutes: the organisation's fundraisers (the dashboard is views'). */
@Controller()
export class AdminFundraisingController {
  constructor(private readonly queries: QueryBus) {}

  @Route(routeTable.getAdminFundRaisings)
  fundraisers(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new ListAdministeredFundraisersQuery(user));
  }
}
