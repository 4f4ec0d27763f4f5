import { Public } from '../../platform/auth/access.decorators';
import {
  apiRoutes,
  newsletterSignupSchema,
  siteMessages,
  supportRequestSchema,
  type ApiResponse,
  type ContactDetails,
  type PublicFigures,
} from '@fundplay/contracts';
import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { AppConfig } from '../../config/app-config';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { SubmitSupportRequestCommand } from './commands/submit-support-request/submit-support-request.command';
import { SubscribeToNewsletterCommand } from './commands/subscribe-to-newsletter/subscribe-to-newsletter.command';
import { GetPublicFiguresQuery } from './queries/get-public-figures/get-public-figures.query';

@Public()
@Controller()
export class SiteController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
  ) {}

  @Post(apiRoutes.site.newsletter)
  @HttpCode(200)
  async subscribe(
    @Body(new ZodValidationPipe(newsletterSignupSchema)) body: z.output<typeof newsletterSignupSchema>,
  ): Promise<ApiResponse<{ alreadySubscribed: boolean }>> {
    const result = await this.commands.execute(new SubscribeToNewsletterCommand(body.email));
    return {
      message: result.alreadySubscribed ? siteMessages.newsletterAlreadySubscribed : siteMessages.newsletterSubscribed,
      data: result,
    };
  }

  @Post(apiRoutes.site.support)
  @HttpCode(201)
  async support(
    @Body(new ZodValidationPipe(supportRequestSchema)) body: z.output<typeof supportRequestSchema>,
  ): Promise<ApiResponse<{ supportRequestId: string }>> {
    const result = await this.commands.execute(new SubmitSupportRequestCommand(body.name, body.email, body.message));
    return { message: siteMessages.supportReceived, data: result };
  }

  @Get(apiRoutes.site.figures)
  figures(): Promise<PublicFigures> {
    return this.queries.execute(new GetPublicFiguresQuery());
  }

  @Get(apiRoutes.site.contact)
  contact(): ContactDetails {
    return { supportEmail: this.config.support.email, supportPhone: this.config.support.phone };
  }
}
