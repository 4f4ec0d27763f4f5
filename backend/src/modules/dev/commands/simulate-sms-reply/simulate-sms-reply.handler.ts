import { outreachRouteTable } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { AppConfig } from '../../../../config/app-config';
import { DomainError } from '../../../../platform/http/domain-error';
import { deliverToDevMailbox } from '../../../../platform/messaging/adapters/dev-mailbox';
import { TwilioWebhookSignature } from '../../../../platform/sms-webhooks/twilio-webhook-signature';
import { messagingResponseText } from '../../../../platform/sms-webhooks/twiml';
import { SimulateSmsReplyCommand } from './simulate-sms-reply.command';

const WEBHOOK_TIMEOUT_MS = 10_000;

/** A Twilio-shaped id (`SM…`, `AC…`): two letters and 32 hex digits. */
const twilioSid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

@CommandHandler(SimulateSmsReplyCommand)
export class SimulateSmsReplyHandler implements ICommandHandler<SimulateSmsReplyCommand> {
  private readonly logger = new Logger(SimulateSmsReplyHandler.name);

  constructor(
    private readonly config: AppConfig,
    private readonly signature: TwilioWebhookSignature,
    private readonly adapterHost: HttpAdapterHost,
    private readonly em: EntityManager,
  ) {}

  async execute({ from, body }: SimulateSmsReplyCommand): Promise<{ reply: string | null }> {
    const path = outreachRouteTable.twilioInboundWebhook.path;
    const messageSid = twilioSid('SM');
    // The fields of Twilio's inbound-message request that FundPlay or the signature could depend on.
    const form: Record<string, string> = {
      ApiVersion: '2010-04-01',
      AccountSid:
        this.config.messaging.sms.transport === 'twilio' ? this.config.messaging.sms.accountSid : twilioSid('AC'),
      MessageSid: messageSid,
      SmsMessageSid: messageSid,
      SmsSid: messageSid,
      From: from,
      To: this.config.smsWebhooks.ourNumber,
      Body: body,
      NumMedia: '0',
      NumSegments: '1',
    };
    let response: Response;
    try {
      response = await fetch(`${this.ownBaseUrl()}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': this.signature.sign(path, form),
        },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
    } catch (error) {
      this.logger.warn({ err: error }, 'the simulated reply could not reach the Twilio webhook');
      throw new DomainError('unavailable', 'The reply could not be delivered to the Twilio webhook');
    }
    const twiml = await response.text();
    if (!response.ok) {
      this.logger.warn({ status: response.status, body: twiml.slice(0, 500) }, 'the Twilio webhook refused a reply');
      throw new DomainError('unavailable', `The Twilio webhook answered ${response.status}`);
    }
    const reply = messagingResponseText(twiml);
    if (reply) {
      await deliverToDevMailbox(this.em, `dev-reply:${messageSid}`, {
        channel: 'sms',
        to: from,
        subject: null,
        text: reply,
      });
    }
    return { reply };
  }

  /** This API's own listening address (a wildcard address is reached on loopback). */
  private ownBaseUrl(): string {
    const address = this.adapterHost.httpAdapter.getHttpServer().address() as AddressInfo | string | null;
    if (!address || typeof address === 'string') throw new Error('the API is not listening on a TCP port');
    const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
    return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  }
}
