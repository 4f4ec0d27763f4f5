import { Injectable } from '@nestjs/common';
import twilio, { type Twilio } from 'twilio';
import { SmsSender } from '../sms-sender.port';
import type { OutgoingSms } from '../outgoing-message';

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

  async send(sms: OutgoingSms): Promise<void> {
    await this.client.messages.create({ to: sms.to, from: this.fromNumber, body: sms.text });
  }
}
