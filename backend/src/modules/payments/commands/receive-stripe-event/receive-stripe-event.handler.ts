import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { StripeEventReceived } from '../../events/stripe-event-received.event';
import { ReceiveStripeEventCommand } from './receive-stripe-event.command';

/**
 * The event as stored: exactly as Stripe sent it, less PaymentIntents' `client_secret` (it lets its holder confirm
 * and read the intent from a browser, and nothing here needs it once the donor has paid).
 */
function storedPayload(raw: unknown): string {
  return JSON.stringify(raw, (key, value: unknown) => (key === 'client_secret' ? undefined : value));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The payment a PaymentIntent's event names in its metadata (ours set `paymentId`), or null. */
function paymentIdOf(event: ReceiveStripeEventCommand['event']): string | null {
  if (!event.type.startsWith('payment_intent.')) return null;
  const metadata = event.object.metadata as Record<string, unknown> | null | undefined;
  const paymentId = metadata?.paymentId;
  return typeof paymentId === 'string' && UUID.test(paymentId) ? paymentId : null;
}

/**
 * One transaction: the event row (its id is the primary key, so concurrent or later deliveries of the same event
 * insert nothing) and, only for the delivery that inserted it, the outbox row that starts its fulfilment.
 * A PaymentIntent's event is stored with the fundraiser of the payment it names, in the same statement, so the
 * fulfilment job can settle a fundraiser's pending successes together.
 */
@CommandHandler(ReceiveStripeEventCommand)
export class ReceiveStripeEventHandler implements ICommandHandler<ReceiveStripeEventCommand> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ event }: ReceiveStripeEventCommand): Promise<boolean> {
    return this.uow.run(async ({ em, publish }) => {
      const inserted = await em.execute<{ id: string }[]>(
        `insert into stripe_events (id, type, payload, fundraiser_id)
         values (?, ?, ?::jsonb, (select fundraiser_id from payments where id = ?::uuid))
         on conflict (id) do nothing returning id`,
        [event.id, event.type, storedPayload(event.raw), paymentIdOf(event)],
      );
      if (inserted.length === 0) return false;
      publish(new StripeEventReceived({ stripeEventId: event.id, type: event.type.slice(0, 100) }));
      return true;
    });
  }
}
