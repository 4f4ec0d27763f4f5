import { routeTable } from '@fundplay/contracts';
import { Controller, Headers, Logger, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../platform/http/domain-error';
import { rawBodyOf } from '../../platform/http/raw-body';
import { Route } from '../../platform/http/route.decorator';
import { InvalidWebhookSignature, PaymentProvider } from '../../platform/payments/payment-provider.port';
import { ReceiveStripeEventCommand } from './commands/receive-stripe-event/receive-stripe-event.command';

/**
 * POST /api/webhooks/stripe: Stripe's (or the sandbox's) signed events. The signature is checked on the raw body
 * with the SDK; anything unsigned, wrongly signed or older than five minutes is a 400 and stores nothing. A
 * verified event is stored once and answered 200 at once; its effect is applied by the fulfilment job.
 */
@Controller()
export class StripeWebhookController {
  private readonly logger = new Logger(StripeWebhookController.name);

  constructor(
    private readonly provider: PaymentProvider,
    private readonly commands: CommandBus,
  ) {}

  @Route(routeTable.stripeWebhook)
  async receive(@Req() request: FastifyRequest, @Headers('stripe-signature') signature: string | undefined) {
    let event;
    try {
      event = this.provider.verifyWebhook(rawBodyOf(request), signature);
    } catch (error) {
      if (!(error instanceof InvalidWebhookSignature)) throw error;
      this.logger.warn({ reason: error.message }, 'refused a webhook delivery whose signature does not verify');
      throw new DomainError('invalid', `Invalid Stripe webhook signature: ${error.message}`);
    }
    await this.commands.execute(new ReceiveStripeEventCommand(event));
    return { received: true } as const;
  }
}
