import { outreachMessages, outreachRouteTable } from '@fundplay/contracts';
import { Controller, Header, Headers, Logger, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { DomainError } from '../../../platform/http/domain-error';
import { Route } from '../../../platform/http/route.decorator';
import { TwilioWebhookSignature } from '../../../platform/sms-webhooks/twilio-webhook-signature';
import { messagingResponse } from '../../../platform/sms-webhooks/twiml';
import { ReceiveInboundSmsCommand } from './commands/receive-inbound-sms/receive-inbound-sms.command';
import { RecordSmsStatusCommand } from './commands/record-sms-status/record-sms-status.command';
import {
  statusCallbackQuerySchema,
  twilioInboundSmsSchema,
  twilioStatusCallbackSchema,
  webhookParamsOf,
} from './twilio-webhook-forms';

const TWIML = 'text/xml; charset=utf-8';

/**
 * Twilio's webhooks (issue #11): inbound texts (STOP, START, HELP) and message status callbacks. Public to the
 * session guard, like Stripe's; each request must instead carry a valid X-Twilio-Signature over the URL Twilio
 * called and its form fields, checked with the official SDK, or it is a 403 that changes nothing.
 */
@Controller()
export class TwilioWebhookController {
  private readonly logger = new Logger(TwilioWebhookController.name);

  constructor(
    private readonly commands: CommandBus,
    private readonly signature: TwilioWebhookSignature,
  ) {}

  /** Answers TwiML: the confirmation to text back for a keyword, or an empty Response. */
  @Route(outreachRouteTable.twilioInboundWebhook)
  @Header('content-type', TWIML)
  async inbound(@Req() request: FastifyRequest, @Headers('x-twilio-signature') signature: string | undefined) {
    const form = this.verified(request, signature, twilioInboundSmsSchema);
    return messagingResponse(await this.commands.execute(new ReceiveInboundSmsCommand(form.From, form.Body)));
  }

  @Route(outreachRouteTable.twilioStatusWebhook)
  @Header('content-type', TWIML)
  async status(@Req() request: FastifyRequest, @Headers('x-twilio-signature') signature: string | undefined) {
    const form = this.verified(request, signature, twilioStatusCallbackSchema);
    const { messageId } = statusCallbackQuerySchema.parse(request.query);
    await this.commands.execute(
      new RecordSmsStatusCommand(form.MessageSid, form.MessageStatus, form.ErrorCode, messageId),
    );
    return messagingResponse(null);
  }

  /** The request's form, once its signature verifies; a signed form without the fields Twilio sends is a 400. */
  private verified<Schema extends z.ZodType>(
    request: FastifyRequest,
    signature: string | undefined,
    schema: Schema,
  ): z.output<Schema> {
    const params = webhookParamsOf(request.body);
    if (!this.signature.isValid(signature, request.url, params)) {
      this.logger.warn({ route: request.routeOptions.url }, 'refused a Twilio webhook whose signature does not verify');
      throw new DomainError('forbidden', outreachMessages.invalidWebhookSignature);
    }
    const form = schema.safeParse(params);
    if (!form.success) throw new DomainError('invalid', 'This is not a Twilio webhook request');
    return form.data;
  }
}
