import { Command } from '@nestjs/cqrs';

/**
 * Twilio's status callback for a text it was given (by its message SID): the outreach message moves forward to sent,
 * delivered or failed, never back. Answers whether a message changed.
 */
export class RecordSmsStatusCommand extends Command<boolean> {
  constructor(
    readonly providerMessageId: string,
    readonly providerStatus: string,
    readonly errorCode: string | undefined,
  ) {
    super();
  }
}
