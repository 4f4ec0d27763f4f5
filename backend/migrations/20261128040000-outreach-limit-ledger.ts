import { Migration } from '@mikro-orm/migrations';

/**
 * The outreach limits' own memory (issue #18). "Delete all contacts" deletes a sender's `outreach_messages`, which the
 * limits (3 messages per person, 48 hours apart per channel, the daily cap) used to count from, so deleting and
 * re-adding a person started them afresh. `outreach_limit_entries` is one row per message that counts or may yet
 * count (planned scheduled or queued), keyed by sender, fundraiser and a keyed hash of the recipient's normalised
 * address: never the address itself, so "Delete all" still erases it. While the message row exists it has the fresher
 * status and times; when it is deleted, its entry keeps what reached (or may have reached) the person and is dropped
 * when the message never went out. No foreign key to the message: the entry outlives it on purpose. Entries go with
 * their fundraiser or their sender's account, when nobody can send under those limits any more.
 */
export class Migration20261128040000OutreachLimitLedger extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table outreach_limit_entries (
        message_id uuid primary key,
        fundraiser_id uuid not null references fundraisers (id) on delete cascade,
        sender_account_id uuid not null references accounts (id) on delete cascade,
        channel text not null check (channel in ('email', 'sms')),
        -- HMAC-SHA256 (base64url) of sender, fundraiser, channel and the normalised address.
        recipient_key text not null check (recipient_key ~ '^[A-Za-z0-9_-]{43}$'),
        -- The contact or account messaged: a person whose address was edited is still the same person.
        contact_id uuid null,
        recipient_account_id uuid null references accounts (id) on delete set null,
        status text not null check (status in ('scheduled', 'queued', 'sent', 'delivered')),
        -- When it went out, or will.
        counted_at timestamptz not null,
        created_at timestamptz not null default now()
      );
      create index outreach_limit_entries_by_sender on outreach_limit_entries (sender_account_id, fundraiser_id);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists outreach_limit_entries;');
  }
}
