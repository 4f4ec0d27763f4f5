import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ConfirmNewsletterSubscriptionHandler } from './commands/confirm-newsletter-subscription/confirm-newsletter-subscription.handler';
import { SubmitSupportRequestHandler } from './commands/submit-support-request/submit-support-request.handler';
import { SubscribeToNewsletterHandler } from './commands/subscribe-to-newsletter/subscribe-to-newsletter.handler';
import { UnsubscribeFromNewsletterHandler } from './commands/unsubscribe-from-newsletter/unsubscribe-from-newsletter.handler';
import { NewsletterSubscription } from './entities/newsletter-subscription.entity';
import { SupportRequest } from './entities/support-request.entity';
import { AcknowledgeSupportRequestJob } from './jobs/acknowledge-support-request.job';
import { NotifySupportTeamJob } from './jobs/notify-support-team.job';
import { SendNewsletterConfirmationJob } from './jobs/send-newsletter-confirmation.job';
import { SendNewsletterWelcomeJob } from './jobs/send-newsletter-welcome.job';
import { NewsletterLinks } from './newsletter-links';
import { GetPublicFiguresHandler } from './queries/get-public-figures/get-public-figures.handler';
import { ListNewsletterRecipientsHandler } from './queries/list-newsletter-recipients/list-newsletter-recipients.handler';
import { SiteController } from './site.controller';

/** The public site: newsletter (double opt-in), support requests and the home page's live figures. */
@Module({
  imports: [MikroOrmModule.forFeature([NewsletterSubscription, SupportRequest])],
  controllers: [SiteController],
  providers: [
    AcknowledgeSupportRequestJob,
    ConfirmNewsletterSubscriptionHandler,
    GetPublicFiguresHandler,
    ListNewsletterRecipientsHandler,
    NewsletterLinks,
    NotifySupportTeamJob,
    SendNewsletterConfirmationJob,
    SendNewsletterWelcomeJob,
    SubmitSupportRequestHandler,
    SubscribeToNewsletterHandler,
    UnsubscribeFromNewsletterHandler,
  ],
})
export class SiteModule {}
