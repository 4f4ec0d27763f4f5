import { Command } from '@nestjs/cqrs';

/**
 * Twilio's status callback for a text it was given (by its message SID, and by our message id when the callback URL
 * carried one): the outreach message moves forward to sent, delivered or failed, never back. Answers whether a
 * message changed.
 */
export class RecordSmsStatusCommand extends Command<boolean> {
  constructor(
    readonly providerMessageId: string,
    readonly providerStatus: string,
    readonly errorCode: string | undefined,
    /** Our message id from the callback URL: finds a message whose SID is not stored yet. */
    readonly messageId?: string,
  ) {
    super();
  }
}
