import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { MailboxEmailSender } from './adapters/mailbox-email-sender';
import { MailboxSmsSender } from './adapters/mailbox-sms-sender';
import { SmtpEmailSender } from './adapters/smtp-email-sender';
import { TwilioSmsSender } from './adapters/twilio-sms-sender';
import { EmailSender } from './email-sender.port';
import { OutboundMessage } from './entities/outbound-message.entity';
import { Messenger } from './messenger';
import { SmsSender } from './sms-sender.port';

/** The messaging ports, bound to the adapters the configuration chooses. */
@Global()
@Module({
  imports: [MikroOrmModule.forFeature([OutboundMessage])],
  providers: [
    {
      provide: EmailSender,
      inject: [AppConfig],
      useFactory: (config: AppConfig): EmailSender => {
        const email = config.messaging.email;
        return email.transport === 'smtp'
          ? new SmtpEmailSender(email.url, config.messaging.from)
          : new MailboxEmailSender();
      },
    },
    {
      provide: SmsSender,
      inject: [AppConfig],
      useFactory: (config: AppConfig): SmsSender => {
        const sms = config.messaging.sms;
        return sms.transport === 'twilio' ? new TwilioSmsSender(sms, sms.fromNumber) : new MailboxSmsSender();
      },
    },
    Messenger,
  ],
  exports: [Messenger, EmailSender, SmsSender],
})
export class MessagingModule {}
