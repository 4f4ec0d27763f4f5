import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { EmailSender } from '../email-sender.port';
import type { OutgoingEmail, SentMessage } from '../outgoing-message';

@Injectable()
export class SmtpEmailSender extends EmailSender implements OnApplicationShutdown {
  readonly transport = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    transporter?: Transporter,
  ) {
    super();
    this.transporter = transporter ?? createTransport(smtpUrl);
  }

  async send(email: OutgoingEmail, idempotencyKey: string): Promise<SentMessage> {
    // Receiving servers and our own logs can recognise a resend of the same message.
    const messageId = `<${idempotencyKey.replace(/[^a-z0-9.-]/gi, '-')}@fundplay>`;
    await this.transporter.sendMail({
      from: this.from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      messageId,
      ...(email.headers ? { headers: email.headers } : {}),
    });
    return { providerMessageId: messageId };
  }

  onApplicationShutdown() {
    this.transporter.close();
  }
}
