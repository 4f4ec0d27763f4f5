import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AddContactHandler } from './commands/add-contact/add-contact.handler';
import { DeleteAllContactsHandler } from './commands/delete-all-contacts/delete-all-contacts.handler';
import { DeleteContactHandler } from './commands/delete-contact/delete-contact.handler';
import { ImportContactsHandler } from './commands/import-contacts/import-contacts.handler';
import { UpdateContactHandler } from './commands/update-contact/update-contact.handler';
import { ContactController } from './contact.controller';
import { AttributeDonationJob } from './attribution/attribute-donation.job';
import { SetConsentHandler } from './consent/commands/set-consent/set-consent.handler';
import { ConsentController } from './consent/consent.controller';
import { ConsentRegistry } from './consent/consent-registry';
import { GetConsentPreferenceHandler } from './consent/queries/get-consent-preference/get-consent-preference.handler';
import { Contact } from './entities/contact.entity';
import { OutreachConsent } from './entities/outreach-consent.entity';
import { OutreachMessage } from './entities/outreach-message.entity';
import { ListContactsHandler } from './queries/list-contacts/list-contacts.handler';
import { PreviewImportHandler } from './queries/preview-import/preview-import.handler';
import { GuardianSummaryJob } from './guardian-summary/guardian-summary.job';
import { OutreachReportController } from './reporting/outreach-report.controller';
import { GetOutreachReportHandler } from './reporting/queries/get-outreach-report/get-outreach-report.handler';
import { TwilioWebhookSignature } from '../../platform/sms-webhooks/twilio-webhook-signature';
import { ReceiveInboundSmsHandler } from './webhooks/commands/receive-inbound-sms/receive-inbound-sms.handler';
import { RecordSmsStatusHandler } from './webhooks/commands/record-sms-status/record-sms-status.handler';
import { TwilioWebhookController } from './webhooks/twilio-webhook.controller';
import { ClockModule } from '../../platform/clock/clock.module';
import { AdminOutreachController } from './sending/admin-outreach.controller';
import { AdminSendOutreachMessagesHandler } from './sending/commands/admin-send-outreach-messages/admin-send-outreach-messages.handler';
import { SendOutreachMessagesHandler } from './sending/commands/send-outreach-messages/send-outreach-messages.handler';
import { DeliverOutreachMessageJob } from './sending/jobs/deliver-outreach-message.job';
import { ReleaseDueOutreachMessagesJob } from './sending/jobs/release-due-outreach-messages.job';
import { OutreachLimitLedger } from './sending/limits/outreach-limit-ledger';
import { OutreachDispatcher } from './sending/outreach-dispatcher';
import { OutreachSendingController } from './sending/outreach-sending.controller';
import { GetOutreachAudienceHandler } from './sending/queries/get-outreach-audience/get-outreach-audience.handler';
import { ListOutreachMessagesHandler } from './sending/queries/list-outreach-messages/list-outreach-messages.handler';

/**
 * Outreach (issue #11): a participant's own contacts; sending to them (and to team members, or an administrator to
 * the fundraiser's members) under the limits, released and delivered by jobs on the `outreach` queue; FundPlay's
 * global consent registry; and the edges around them.
 */
@Module({
  imports: [MikroOrmModule.forFeature([Contact, OutreachMessage, OutreachConsent]), ClockModule],
  controllers: [
    ContactController,
    OutreachSendingController,
    AdminOutreachController,
    ConsentController,
    TwilioWebhookController,
    OutreachReportController,
  ],
  providers: [
    AddContactHandler,
    AdminSendOutreachMessagesHandler,
    AttributeDonationJob,
    ConsentRegistry,
    DeleteAllContactsHandler,
    DeleteContactHandler,
    DeliverOutreachMessageJob,
    GetConsentPreferenceHandler,
    GetOutreachAudienceHandler,
    GetOutreachReportHandler,
    GuardianSummaryJob,
    ImportContactsHandler,
    ListContactsHandler,
    ListOutreachMessagesHandler,
    OutreachDispatcher,
    OutreachLimitLedger,
    PreviewImportHandler,
    ReceiveInboundSmsHandler,
    RecordSmsStatusHandler,
    ReleaseDueOutreachMessagesJob,
    SendOutreachMessagesHandler,
    SetConsentHandler,
    TwilioWebhookSignature,
    UpdateContactHandler,
  ],
  exports: [ConsentRegistry],
})
export class OutreachModule {}
