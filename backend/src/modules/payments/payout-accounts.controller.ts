import {
  accountLinkSchema,
  createPayoutAccountSchema,
  deletePayoutAccountQuerySchema,
  moneyMessages,
  routeTable,
  type ApiResponse,
  type PayoutAccountRow,
} from '@fundplay/contracts';
import { Body, Controller, Delete, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppConfig } from '../../config/app-config';
import { Roles } from '../../platform/auth/access.decorators';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { CreateOnboardingLinkCommand } from './commands/create-onboarding-link/create-onboarding-link.command';
import { CreatePayoutAccountCommand } from './commands/create-payout-account/create-payout-account.command';
import { DeletePayoutAccountCommand } from './commands/delete-payout-account/delete-payout-account.command';
import { RefreshPayoutAccountsCommand } from './commands/refresh-payout-accounts/refresh-payout-accounts.command';
import { siteOrigins } from './onboarding-return-urls';
import { ListPayoutAccountsQuery } from './queries/list-payout-accounts/list-payout-accounts.query';

/**
 * The spec's /stripeRoutes: 'My Accounts' of primary admins and approved secondary admins (the route table's
 * 'approved-admins'). Each administrator sees and manages only the accounts they created.
 */
@Roles('admin', 'secondaryAdmin')
@Controller()
export class PayoutAccountsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
  ) {}

  @Get(routeTable.getAllAccounts.path)
  async list(@CurrentUser() user: AuthenticatedUser): Promise<ApiResponse<PayoutAccountRow[]>> {
    await this.commands.execute(new RefreshPayoutAccountsCommand(user.accountId));
    return { message: '', data: await this.queries.execute(new ListPayoutAccountsQuery(user.accountId)) };
  }

  @Post(routeTable.createStripeAccount.path)
  @HttpCode(201)
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(createPayoutAccountSchema)) body: z.output<typeof createPayoutAccountSchema>,
  ): Promise<ApiResponse<PayoutAccountRow>> {
    return {
      message: moneyMessages.accountCreated,
      data: await this.commands.execute(new CreatePayoutAccountCommand(user, body.name)),
    };
  }

  @Post(routeTable.generateAccountLink.path)
  @HttpCode(200)
  async onboardingLink(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(accountLinkSchema)) body: z.output<typeof accountLinkSchema>,
    @Req() request: FastifyRequest,
  ): Promise<ApiResponse<{ url: string }>> {
    const link = await this.commands.execute(
      new CreateOnboardingLinkCommand(
        user,
        body.accountId,
        body.refreshUrl,
        body.returnUrl,
        siteOrigins(this.config.http.publicUrl, request),
      ),
    );
    return { message: moneyMessages.linkGenerated, data: { url: link.url } };
  }

  @Delete(routeTable.deleteStripeAccount.path)
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(deletePayoutAccountQuerySchema))
    query: z.output<typeof deletePayoutAccountQuerySchema>,
  ): Promise<ApiResponse<null>> {
    await this.commands.execute(new DeletePayoutAccountCommand(user, query.stripeId));
    return { message: moneyMessages.accountDeleted, data: null };
  }
}
