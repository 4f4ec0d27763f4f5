import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** Every email and text FundPlay sends, once per idempotency key, with its delivery status and its secrets masked. */
@Entity({ tableName: 'outbound_messages' })
@Index({ properties: ['recipient', 'createdAt'] })
export class OutboundMessage {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = randomUUID();

  @Property({ type: 'text', unique: true })
  idempotencyKey!: string;

  @Property({ type: 'text' })
  channel!: 'sms' | 'email';

  @Property({ type: 'text' })
  transport!: 'mailbox' | 'smtp' | 'twilio';

  @Property({ type: 'text' })
  recipient!: string;

  @Property({ type: 'text', nullable: true })
  subject: string | null = null;

  @Property({ type: 'text' })
  body!: string;

  /** `pending` from the recorded intent until the provider accepts (`sent`) or refuses (`failed`, retried). */
  @Property({ type: 'text' })
  status: Opt<'pending' | 'sent' | 'failed'> = 'pending';

  @Property({ type: 'integer' })
  attempts: Opt<number> = 0;

  @Property({ type: 'timestamptz', nullable: true })
  sentAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
