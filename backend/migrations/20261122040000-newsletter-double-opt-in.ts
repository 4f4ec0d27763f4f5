import { Migration } from '@mikro-orm/migrations';

/**
 * Newsletter double opt-in: a subscription waits, pending, until its owner follows the emailed link; only
 * confirmed addresses are on the list. Rows from the single opt-in days never proved their address, so they
 * start pending too. Only the link token's hash is stored.
 */
export class Migration20261122040000NewsletterDoubleOptIn extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table newsletter_subscriptions
        add column status text not null default 'pending'
          check (status in ('pending', 'confirmed', 'unsubscribed')),
        add column confirm_token_hash text null unique,
        add column confirm_expires_at timestamptz null,
        add column confirmation_sent_at timestamptz null,
        add column confirmed_at timestamptz null,
        add column unsubscribed_at timestamptz null;

      create index newsletter_subscriptions_confirmed on newsletter_subscriptions (created_at)
        where status = 'confirmed';
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop index newsletter_subscriptions_confirmed;
      alter table newsletter_subscriptions
        drop column status,
        drop column confirm_token_hash,
        drop column confirm_expires_at,
        drop column confirmation_sent_at,
        drop column confirmed_at,
        drop column unsubscribed_at;
    `);
  }
}
