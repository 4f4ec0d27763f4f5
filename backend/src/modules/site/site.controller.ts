import { routeTable, siteMessages } from '@fundplay/contracts';
import { Controller, Ip } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../../config/app-config';
import { withMessage } from '../../platform/http/route-envelope.interceptor';
import { RouteBody, type ParsedBody } from '../../platform/http/route-input.decorators';
import { Route } from '../../platform/http/route.decorator';
import { ConfirmNewsletterSubscriptionCommand } from './commands/confirm-newsletter-subscription/confirm-newsletter-subscription.command';
import { SubmitSupportRequestCommand } from './commands/submit-support-request/submit-support-request.command';
import { SubscribeToNewsletterCommand } from './commands/subscribe-to-newsletter/subscribe-to-newsletter.command';
import { UnsubscribeFromNewsletterCommand } from './commands/unsubscribe-from-newsletter/unsubscribe-from-newsletter.command';
import { GetPublicFiguresQuery } from './queries/get-public-figures/get-public-figures.query';

@Controller()
export class SiteController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
  ) {}

  @Route(routeTable.newsletter)
  async subscribe(@RouteBody() body: ParsedBody<typeof routeTable.newsletter>, @Ip() ip: string) {
    await this.commands.execute(new SubscribeToNewsletterCommand(body.email, ip));
    return withMessage(siteMessages.newsletterCheckInbox, null);
  }

  @Route(routeTable.newsletterConfirm)
  async confirmNewsletter(@RouteBody() body: ParsedBody<typeof routeTable.newsletterConfirm>) {
    await this.commands.execute(new ConfirmNewsletterSubscriptionCommand(body.token));
    return withMessage(siteMessages.newsletterConfirmed, null);
  }

  @Route(routeTable.newsletterUnsubscribe)
  async unsubscribeFromNewsletter(@RouteBody() body: ParsedBody<typeof routeTable.newsletterUnsubscribe>) {
    await this.commands.execute(new UnsubscribeFromNewsletterCommand(body.token));
    return withMessage(siteMessages.newsletterUnsubscribed, null);
  }

  @Route(routeTable.support)
  async support(@RouteBody() body: ParsedBody<typeof routeTable.support>, @Ip() ip: string) {
    const result = await this.commands.execute(
      new SubmitSupportRequestCommand(body.name, body.email, body.message, body.captcha, ip),
    );
    return withMessage(siteMessages.supportReceived, result);
  }

  @Route(routeTable.siteFigures)
  figures() {
    return this.queries.execute(new GetPublicFiguresQuery());
  }

  @Route(routeTable.siteContact)
  contact() {
    return { supportEmail: this.config.support.email, supportPhone: this.config.support.phone };
  }
}
