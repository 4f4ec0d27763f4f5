import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/** A domain event written in the same transaction as the state it describes; the relay hands it to the queue. */
@Entity({ tableName: 'outbox_events' })
export class OutboxEvent {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'text' })
  eventName!: string;

  @Property({ type: 'jsonb' })
  payload!: unknown;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  dispatchedAt: Date | null = null;
}
