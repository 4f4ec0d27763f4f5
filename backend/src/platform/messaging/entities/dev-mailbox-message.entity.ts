import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A message as the local mailbox transport "delivered" it, in full: the development inbox. Never written in production. */
@Entity({ tableName: 'dev_mailbox_messages' })
export class DevMailboxMessage {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = randomUUID();

  @Property({ type: 'text', unique: true })
  idempotencyKey!: string;

  @Property({ type: 'text' })
  channel!: 'sms' | 'email';

  @Property({ type: 'text' })
  recipient!: string;

  @Property({ type: 'text', nullable: true })
  subject: string | null = null;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
