import { Public } from '../../platform/auth/access.decorators';
import {
  routeTable,
  newsletterConfirmationSchema,
  newsletterSignupSchema,
  newsletterUnsubscribeSchema,
  siteMessages,
  supportRequestSchema,
  type ApiResponse,
  type ContactDetails,
  type PublicFigures,
} from '@fundplay/contracts';
import { Body, Controller, Get, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { AppConfig } from '../../config/app-config';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { ConfirmNewsletterSubscriptionCommand } from './commands/confirm-newsletter-subscription/confirm-newsletter-subscription.command';
import { SubmitSupportRequestCommand } from './commands/submit-support-request/submit-support-request.command';
import { SubscribeToNewsletterCommand } from './commands/subscribe-to-newsletter/subscribe-to-newsletter.command';
import { UnsubscribeFromNewsletterCommand } from './commands/unsubscribe-from-newsletter/unsubscribe-from-newsletter.command';
import { GetPublicFiguresQuery } from './queries/get-public-figures/get-public-figures.query';

@Public()
@Controller()
export class SiteController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
  ) {}

  @Post(routeTable.newsletter.path)
  @HttpCode(200)
  async subscribe(
    @Body(new ZodValidationPipe(newsletterSignupSchema)) body: z.output<typeof newsletterSignupSchema>,
    @Ip() ip: string,
  ): Promise<ApiResponse<null>> {
    await this.commands.execute(new SubscribeToNewsletterCommand(body.email, ip));
    return { message: siteMessages.newsletterCheckInbox, data: null };
  }

  @Post(routeTable.newsletterConfirm.path)
  @HttpCode(200)
  async confirmNewsletter(
    @Body(new ZodValidationPipe(newsletterConfirmationSchema)) body: z.output<typeof newsletterConfirmationSchema>,
  ): Promise<ApiResponse<null>> {
    await this.commands.execute(new ConfirmNewsletterSubscriptionCommand(body.token));
    return { message: siteMessages.newsletterConfirmed, data: null };
  }

  @Post(routeTable.newsletterUnsubscribe.path)
  @HttpCode(200)
  async unsubscribeFromNewsletter(
    @Body(new ZodValidationPipe(newsletterUnsubscribeSchema)) body: z.output<typeof newsletterUnsubscribeSchema>,
  ): Promise<ApiResponse<null>> {
    await this.commands.execute(new UnsubscribeFromNewsletterCommand(body.token));
    return { message: siteMessages.newsletterUnsubscribed, data: null };
  }

  @Post(routeTable.support.path)
  @HttpCode(201)
  async support(
    @Body(new ZodValidationPipe(supportRequestSchema)) body: z.output<typeof supportRequestSchema>,
    @Ip() ip: string,
  ): Promise<ApiResponse<{ supportRequestId: string }>> {
    const result = await this.commands.execute(
      new SubmitSupportRequestCommand(body.name, body.email, body.message, body.captcha, ip),
    );
    return { message: siteMessages.supportReceived, data: result };
  }

  @Get(routeTable.siteFigures.path)
  figures(): Promise<PublicFigures> {
    return this.queries.execute(new GetPublicFiguresQuery());
  }

  @Get(routeTable.siteContact.path)
  contact(): ContactDetails {
    return { supportEmail: this.config.support.email, supportPhone: this.config.support.phone };
  }
}
