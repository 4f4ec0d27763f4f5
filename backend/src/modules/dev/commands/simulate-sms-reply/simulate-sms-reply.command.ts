import { Command } from '@nestjs/cqrs';

/**
 * POST /api/dev/messages/reply (outside production): a phone's text to FundPlay's number, delivered to the Twilio
 * webhook over HTTP and signed as Twilio signs, so the production path runs. Answers FundPlay's reply, if any, which
 * also lands in the dev mailbox as a text to that phone.
 */
export class SimulateSmsReplyCommand extends Command<{ reply: string | null }> {
  constructor(
    readonly from: string,
    readonly body: string,
  ) {
    super();
  }
}
