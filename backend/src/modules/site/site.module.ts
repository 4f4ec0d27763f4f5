import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SubmitSupportRequestHandler } from './commands/submit-support-request/submit-support-request.handler';
import { SubscribeToNewsletterHandler } from './commands/subscribe-to-newsletter/subscribe-to-newsletter.handler';
import { NewsletterSubscription } from './entities/newsletter-subscription.entity';
import { SupportRequest } from './entities/support-request.entity';
import { AcknowledgeSupportRequestJob } from './jobs/acknowledge-support-request.job';
import { NotifySupportTeamJob } from './jobs/notify-support-team.job';
import { SendNewsletterConfirmationJob } from './jobs/send-newsletter-confirmation.job';
import { GetPublicFiguresHandler } from './queries/get-public-figures/get-public-figures.handler';
import { SiteController } from './site.controller';

/** The public site: newsletter, support requests and the home page's live figures. */
@Module({
  imports: [MikroOrmModule.forFeature([NewsletterSubscription, SupportRequest])],
  controllers: [SiteController],
  providers: [
    SubscribeToNewsletterHandler,
    SubmitSupportRequestHandler,
    GetPublicFiguresHandler,
    SendNewsletterConfirmationJob,
    NotifySupportTeamJob,
    AcknowledgeSupportRequestJob,
  ],
})
export class SiteModule {}
