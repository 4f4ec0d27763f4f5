import { MikroOrmModule } from '@mikro-orm/nestjs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { MailboxEmailSender } from './adapters/mailbox-email-sender';
import { MailboxSmsSender } from './adapters/mailbox-sms-sender';
import { SmtpEmailSender } from './adapters/smtp-email-sender';
import { TwilioSmsSender } from './adapters/twilio-sms-sender';
import { EmailSender } from './email-sender.port';
import { DevMailboxMessage } from './entities/dev-mailbox-message.entity';
import { OutboundMessage } from './entities/outbound-message.entity';
import { Messenger } from './messenger';
import { SmsSender } from './sms-sender.port';

/** The messaging ports, bound to the adapters the configuration chooses. */
@Global()
@Module({
  imports: [MikroOrmModule.forFeature([OutboundMessage, DevMailboxMessage])],
  providers: [
    {
      provide: EmailSender,
      inject: [AppConfig, EntityManager],
      useFactory: (config: AppConfig, em: EntityManager): EmailSender => {
        const email = config.messaging.email;
        return email.transport === 'smtp'
          ? new SmtpEmailSender(email.url, config.messaging.from)
          : new MailboxEmailSender(em);
      },
    },
    {
      provide: SmsSender,
      inject: [AppConfig, EntityManager],
      useFactory: (config: AppConfig, em: EntityManager): SmsSender => {
        const sms = config.messaging.sms;
        return sms.transport === 'twilio' ? new TwilioSmsSender(sms, sms.fromNumber) : new MailboxSmsSender(em);
      },
    },
    Messenger,
  ],
  exports: [Messenger, EmailSender, SmsSender],
})
export class MessagingModule {}
