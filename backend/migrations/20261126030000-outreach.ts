import { Migration } from '@mikro-orm/migrations';

/**
 * Outreach sending (issue #11). `outreach_messages` is one row per message a participant or an administrator sent,
 * with the limits' verdict (scheduled with a hold reason, or not sent) and its delivery status; each row carries the
 * recipient's personal tracking code, so a gift can be attributed to it. `outreach_consents` is FundPlay's global
 * opt-out registry, one row per (channel, address) with the token of its unsubscribe link; an opt-out holds across
 * every fundraiser and sender. A fundraiser gets its time zone: quiet hours and the senders' daily cap are counted
 * in it when the recipient's own zone is unknown.
 */
export class Migration20261126030000Outreach extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table fundraisers add column time_zone text not null default 'America/New_York';

      create table outreach_messages (
        id uuid primary key,
        fundraiser_id uuid not null references fundraisers (id) on delete cascade,
        sender_account_id uuid not null references accounts (id) on delete cascade,
        sender_role text not null check (sender_role in ('participant', 'admin')),
        recipient_kind text not null check (recipient_kind in ('contact', 'teamMember', 'participant')),
        contact_id uuid null references contacts (id) on delete set null,
        recipient_account_id uuid null references accounts (id) on delete set null,
        recipient_name text not null,
        channel text not null check (channel in ('email', 'sms')),
        address text not null check (length(address) between 3 and 254),
        tracking_code text not null unique check (tracking_code ~ '^[A-Za-z0-9_-]{22}$'),
        note text not null default '',
        status text not null
          check (status in ('scheduled', 'queued', 'sent', 'delivered', 'failed', 'opted_out', 'not_sent')),
        hold_reason text null
          check (hold_reason is null or hold_reason in ('spacing', 'quietHours', 'dailyCap', 'recipientLimit', 'optedOut')),
        send_at timestamptz not null,
        claimed_at timestamptz null,
        sent_at timestamptz null,
        delivered_at timestamptz null,
        provider_message_id text null,
        error text null,
        created_at timestamptz not null default now()
      );
      -- A sender's history in a fundraiser (their message list, and the limits per recipient).
      create index outreach_messages_by_sender on outreach_messages (sender_account_id, fundraiser_id, created_at);
      create index outreach_messages_by_address on outreach_messages (sender_account_id, fundraiser_id, address);
      -- The release job's scan: only the held-back rows.
      create index outreach_messages_due on outreach_messages (send_at) where status = 'scheduled';
      create index outreach_messages_by_fundraiser on outreach_messages (fundraiser_id);
      -- Twilio's status callback finds its message by SID.
      create unique index outreach_messages_provider_id on outreach_messages (provider_message_id)
        where provider_message_id is not null;

      create table outreach_consents (
        id uuid primary key,
        channel text not null check (channel in ('email', 'sms')),
        address text not null check (length(address) between 3 and 254),
        token text not null unique check (token ~ '^[A-Za-z0-9_-]{32}$'),
        subscribed boolean not null default true,
        changed_at timestamptz null,
        source text null
          check (source is null or source in ('unsubscribe-link', 'one-click', 'sms-stop', 'sms-start', 'provider')),
        created_at timestamptz not null default now(),
        unique (channel, address)
      );

      -- The provider's id of a sent message, so a retry that finds the message already sent still knows it.
      alter table outbound_messages add column provider_message_id text null;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table outbound_messages drop column if exists provider_message_id;
      drop table if exists outreach_consents;
      drop table if exists outreach_messages;
      alter table fundraisers drop column if exists time_zone;
    `);
  }
}
