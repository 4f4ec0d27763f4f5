import { Module } from '@nestjs/common';
import { TwilioWebhookSignature } from '../../platform/sms-webhooks/twilio-webhook-signature';
import { SimulateSmsReplyHandler } from './commands/simulate-sms-reply/simulate-sms-reply.handler';
import { DevController } from './dev.controller';
import { ListMailboxMessagesHandler } from './queries/list-mailbox-messages/list-mailbox-messages.handler';

/** The dev mailbox (GET /api/dev/messages) and simulated text replies. Registered only outside production. */
@Module({
  controllers: [DevController],
  providers: [ListMailboxMessagesHandler, SimulateSmsReplyHandler, TwilioWebhookSignature],
})
export class DevModule {}
