import { moneyMessages, routeTable } from '@fundplay/contracts';
import { Controller, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app-config';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { withMessage } from '../../platform/http/route-envelope.interceptor';
import { RouteBody, RouteQuery, type ParsedBody, type ParsedQuery } from '../../platform/http/route-input.decorators';
import { Route } from '../../platform/http/route.decorator';
import { CreateOnboardingLinkCommand } from './commands/create-onboarding-link/create-onboarding-link.command';
import { CreatePayoutAccountCommand } from './commands/create-payout-account/create-payout-account.command';
import { DeletePayoutAccountCommand } from './commands/delete-payout-account/delete-payout-account.command';
import { RefreshPayoutAccountsCommand } from './commands/refresh-payout-accounts/refresh-payout-accounts.command';
import { siteOrigins } from './domain/onboarding-return-urls';
import { ListPayoutAccountsQuery } from './queries/list-payout-accounts/list-payout-accounts.query';

/**
 * The spec's /stripeRoutes: 'My Accounts' of primary admins and approved secondary admins (the route table's
 * 'approved-admins'). Each administrator sees and manages only the accounts they created.
 */
@Controller()
export class PayoutAccountsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
  ) {}

  @Route(routeTable.getAllAccounts)
  async list(@CurrentUser() user: AuthenticatedUser) {
    await this.commands.execute(new RefreshPayoutAccountsCommand(user.accountId));
    return this.queries.execute(new ListPayoutAccountsQuery(user.accountId));
  }

  @Route(routeTable.createStripeAccount)
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof routeTable.createStripeAccount>,
  ) {
    return withMessage(
      moneyMessages.accountCreated,
      await this.commands.execute(new CreatePayoutAccountCommand(user, body.name)),
    );
  }

  @Route(routeTable.generateAccountLink)
  async onboardingLink(
    @CurrentUser() user: AuthenticatedUser,
    @RouteBody() body: ParsedBody<typeof routeTable.generateAccountLink>,
    @Req() request: FastifyRequest,
  ) {
    const link = await this.commands.execute(
      new CreateOnboardingLinkCommand(
        user,
        body.accountId,
        body.refreshUrl,
        body.returnUrl,
        siteOrigins(this.config.http.publicUrl, request),
      ),
    );
    return withMessage(moneyMessages.linkGenerated, { url: link.url });
  }

  @Route(routeTable.deleteStripeAccount)
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @RouteQuery() query: ParsedQuery<typeof routeTable.deleteStripeAccount>,
  ) {
    await this.commands.execute(new DeletePayoutAccountCommand(user, query.stripeId));
    return withMessage(moneyMessages.accountDeleted, null);
  }
}
