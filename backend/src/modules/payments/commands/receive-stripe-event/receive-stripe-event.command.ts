import { Command } from '@nestjs/cqrs';
import type { ProviderEvent } from '../../../../platform/payments/payment-provider.port';

/**
 * POST /api/webhooks/stripe, once the signature is verified: stores the event once (by its id) and hands it to
 * the fulfilment job through the outbox. Answers false when the event was already stored (a retry or a replay).
 */
export class ReceiveStripeEventCommand extends Command<boolean> {
  constructor(readonly event: ProviderEvent) {
    super();
  }
}
