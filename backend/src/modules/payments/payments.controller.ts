import {
  buyTokensSchema,
  donationSchema,
  paymentStatusQuerySchema,
  routeTable,
  type ApiResponse,
  type PaymentIntentStart,
  type PaymentsConfig,
  type PaymentStatus,
} from '@fundplay/contracts';
import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { Public, Roles } from '../../platform/auth/access.decorators';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
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

  @Public()
  @Get(routeTable.paymentsConfig.path)
  async config(): Promise<ApiResponse<PaymentsConfig>> {
    return { message: '', data: await this.queries.execute(new GetPaymentsConfigQuery()) };
  }

  @Public()
  @Post(routeTable.getDonations.path)
  @HttpCode(200)
  async donate(
    @Body(new ZodValidationPipe(donationSchema)) body: z.output<typeof donationSchema>,
  ): Promise<ApiResponse<PaymentIntentStart>> {
    return { message: '', data: await this.commands.execute(new StartDonationCommand(body)) };
  }

  @Roles('participant', 'teamMember')
  @Post(routeTable.buyTokens.path)
  @HttpCode(200)
  async buyTokens(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(buyTokensSchema)) body: z.output<typeof buyTokensSchema>,
  ): Promise<ApiResponse<PaymentIntentStart>> {
    return { message: '', data: await this.commands.execute(new StartTokenPurchaseCommand(user, body)) };
  }

  @Public()
  @Get(routeTable.paymentStatus.path)
  async status(
    @Query(new ZodValidationPipe(paymentStatusQuerySchema)) query: z.output<typeof paymentStatusQuerySchema>,
  ): Promise<ApiResponse<PaymentStatus>> {
    return { message: '', data: await this.queries.execute(new GetPaymentStatusQuery(query.paymentIntentId)) };
  }
}
