import { Command } from '@nestjs/cqrs';

/**
 * A text someone sent to FundPlay's number (Twilio's signed inbound webhook): STOP and its synonyms opt the number
 * out of every FundPlay text, START opts it back in, HELP asks who we are. Answers the reply to text back, or null.
 */
export class ReceiveInboundSmsCommand extends Command<string | null> {
  constructor(
    readonly from: string,
    readonly body: string,
  ) {
    super();
  }
}
