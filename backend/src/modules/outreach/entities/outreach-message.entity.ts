import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import type { OutreachChannel, OutreachHoldReason, OutreachRecipientKind, OutreachStatus } from '@fundplay/contracts';
import { randomUUID } from 'node:crypto';

export type OutreachSenderRole = 'participant' | 'admin';
export type { OutreachRecipientKind } from '@fundplay/contracts';

/**
 * One message a participant (to a contact or a team member) or an administrator (to a member) sent, as the limits
 * planned it and as far as its delivery got. Its tracking code is the recipient's personal one in the referral link.
 */
@Entity({ tableName: 'outreach_messages' })
export class OutreachMessage {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = randomUUID();

  @Property({ type: 'uuid' })
  fundraiserId!: string;

  @Property({ type: 'uuid' })
  senderAccountId!: string;

  @Property({ type: 'text' })
  senderRole!: OutreachSenderRole;

  @Property({ type: 'text' })
  recipientKind!: OutreachRecipientKind;

  @Property({ type: 'uuid', nullable: true })
  contactId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  recipientAccountId: string | null = null;

  @Property({ type: 'text' })
  recipientName!: string;

  @Property({ type: 'text' })
  channel!: OutreachChannel;

  /** A lower-cased email or an E.164 phone number. */
  @Property({ type: 'text' })
  address!: string;

  /** Random and url-safe (22 characters); unique across FundPlay. */
  @Property({ type: 'text', unique: true })
  trackingCode!: string;

  @Property({ type: 'text' })
  note: Opt<string> = '';

  @Property({ type: 'text' })
  status!: OutreachStatus;

  @Property({ type: 'text', nullable: true })
  holdReason: OutreachHoldReason | null = null;

  /** When it is (or was) due: now for a queued message, later for a scheduled one. */
  @Property({ type: 'timestamptz' })
  sendAt!: Date;

  /** When a delivery attempt took it, just before handing it to the transport. */
  @Property({ type: 'timestamptz', nullable: true })
  claimedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  sentAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  deliveredAt: Date | null = null;

  /** Twilio's message SID, which its status callback names. */
  @Property({ type: 'text', nullable: true })
  providerMessageId: string | null = null;

  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
