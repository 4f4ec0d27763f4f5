import { Injectable } from '@nestjs/common';
import twilio, { type Twilio } from 'twilio';
import { SmsSender } from '../sms-sender.port';
import type { OutgoingSms, SentMessage } from '../outgoing-message';
import { RecipientOptedOutError } from '../recipient-opted-out.error';

/** Twilio's "Attempt to send to unsubscribed recipient": the number replied STOP to our sender. */
const UNSUBSCRIBED_RECIPIENT = 21610;

@Injectable()
export class TwilioSmsSender extends SmsSender {
  readonly transport = 'twilio' as const;
  private readonly client: Twilio;

  constructor(
    credentials: { accountSid: string; authToken: string },
    private readonly fromNumber: string,
    client?: Twilio,
  ) {
    super();
    this.client = client ?? twilio(credentials.accountSid, credentials.authToken);
  }

  async send(sms: OutgoingSms): Promise<SentMessage> {
    try {
      const message = await this.client.messages.create({
        to: sms.to,
        from: this.fromNumber,
        body: sms.text,
        ...(sms.statusCallback ? { statusCallback: sms.statusCallback } : {}),
      });
      return { providerMessageId: message.sid };
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code === UNSUBSCRIBED_RECIPIENT) {
        throw new RecipientOptedOutError(sms.to, String(UNSUBSCRIBED_RECIPIENT));
      }
      throw error;
    }
  }
}
