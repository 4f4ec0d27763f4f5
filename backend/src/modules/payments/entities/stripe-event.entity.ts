import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/** A signed Stripe event, stored once by its id; `processedAt` is set in the transaction that applied it. */
@Entity({ tableName: 'stripe_events' })
export class StripeEvent {
  /** `evt_…` */
  @PrimaryKey({ type: 'text' })
  id!: string;

  @Property({ type: 'text' })
  type!: string;

  @Property({ type: 'json' })
  payload!: unknown;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  receivedAt: Opt<Date> = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  processedAt: Date | null = null;

  /** The fundraiser of the payment a PaymentIntent's event is about, when the payment is ours (set on receipt). */
  @Property({ type: 'uuid', nullable: true })
  fundraiserId: string | null = null;
}
