import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** Every email and text FundPlay sent, once per idempotency key. With the mailbox transport this is the mailbox. */
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

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
