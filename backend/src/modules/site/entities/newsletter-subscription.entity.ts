import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** `pending` until the owner follows the emailed link; only `confirmed` addresses are on the list. */
export type NewsletterSubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** One row per address: subscribing again reuses it, never duplicates it. */
@Entity({ tableName: 'newsletter_subscriptions' })
export class NewsletterSubscription {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = randomUUID();

  /** Lower-cased by the contract schema before it gets here. */
  @Property({ type: 'text', unique: true })
  email!: string;

  @Property({ type: 'text', default: 'pending' })
  status: Opt<NewsletterSubscriptionStatus> = 'pending';

  /** SHA-256 of the latest confirmation link's token; the token itself is only in the email. */
  @Property({ type: 'text', nullable: true, unique: true })
  confirmTokenHash: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  confirmExpiresAt: Date | null = null;

  /** When the latest confirmation link was issued, to send at most one per cooldown. */
  @Property({ type: 'timestamptz', nullable: true })
  confirmationSentAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
