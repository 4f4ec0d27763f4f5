import { Entity, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import type { OutreachChannel } from '@fundplay/contracts';
import { randomUUID } from 'node:crypto';

/** Who changed a consent, and how. */
export type ConsentSource = 'unsubscribe-link' | 'one-click' | 'sms-stop' | 'sms-start' | 'provider';

/**
 * Whether FundPlay may message one address on one channel, across every fundraiser and sender. The token is the
 * address's stable unsubscribe link; the row exists from the first message to that address.
 */
@Entity({ tableName: 'outreach_consents' })
@Unique({ properties: ['channel', 'address'] })
export class OutreachConsent {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = randomUUID();

  @Property({ type: 'text' })
  channel!: OutreachChannel;

  /** A lower-cased email or an E.164 phone number. */
  @Property({ type: 'text' })
  address!: string;

  /** Random and url-safe (32 characters). */
  @Property({ type: 'text', unique: true })
  token!: string;

  @Property({ type: 'boolean' })
  subscribed: Opt<boolean> = true;

  @Property({ type: 'timestamptz', nullable: true })
  changedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  source: ConsentSource | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
