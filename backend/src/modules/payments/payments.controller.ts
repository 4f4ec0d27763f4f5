import { routeTable } from '@fundplay/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { RouteBody, RouteQuery, type ParsedBody, type ParsedQuery } from '../../platform/http/route-input.decorators';
import { Route } from '../../platform/http/route.decorator';
import { StartDonationCommand } from './commands/start-donation/start-donation.command';
import { StartTokenPurchaseCommand } from './commands/start-token-purchase/start-token-purchase.command';
import { GetPaymentStatusQuery } from './queries/get-payment-status/get-payment-status.query';
import { GetPaymentsConfigQuery } from './queries/get-payments-config/get-payments-config.query';

/** Card payments from the browser's side: the config to take one, starting a gift or a token purchase, its status. */
@Controller()
export class PaymentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(routeTable.paymentsConfig)
  config() {
    return this.queries.execute(new GetPaymentsConfigQuery());
  }

  @Route(routeTable.getDonations)
  donate(@RouteBody() body: ParsedBody<typeof routeTable.getDonations>) {
    return this.commands.execute(new StartDonationCommand(body));
  }

  @Route(routeTable.buyTokens)
  buyTokens(@CurrentUser() user: AuthenticatedUser, @RouteBody() body: ParsedBody<typeof routeTable.buyTokens>) {
    return this.commands.execute(new StartTokenPurchaseCommand(user, body));
  }

  @Route(routeTable.paymentStatus)
  status(@RouteQuery() query: ParsedQuery<typeof routeTable.paymentStatus>) {
    return this.queries.execute(new GetPaymentStatusQuery(query.paymentIntentId));
  }
}
