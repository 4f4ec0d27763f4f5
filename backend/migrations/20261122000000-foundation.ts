import { Migration } from '@mikro-orm/migrations';

/** The event pipeline (outbox, job effects), the message log that doubles as the dev mailbox, and the public site. */
export class Migration20261122000000Foundation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table outbox_events (
        id bigserial primary key,
        event_name text not null,
        payload jsonb not null,
        created_at timestamptz not null default now(),
        dispatched_at timestamptz null
      );
      create index outbox_events_pending_idx on outbox_events (id) where dispatched_at is null;

      create table job_effects (
        key text primary key,
        completed_at timestamptz not null default now()
      );

      create table outbound_messages (
        id uuid primary key,
        idempotency_key text not null unique,
        channel text not null check (channel in ('sms', 'email')),
        transport text not null check (transport in ('mailbox', 'smtp', 'twilio')),
        recipient text not null,
        subject text null,
        body text not null,
        created_at timestamptz not null default now()
      );
      create index outbound_messages_recipient_created_at_index on outbound_messages (recipient, created_at);

      create table newsletter_subscriptions (
        id uuid primary key,
        email text not null unique,
        created_at timestamptz not null default now()
      );

      create table support_requests (
        id uuid primary key,
        name text not null,
        email text not null,
        message text not null,
        created_at timestamptz not null default now()
      );

      create table fundraisers (
        id uuid primary key,
        fund_raising_name text not null,
        starts_at timestamptz not null,
        ends_at timestamptz not null check (ends_at > starts_at),
        goal_cents bigint not null check (goal_cents >= 0),
        raised_cents bigint not null default 0 check (raised_cents >= 0),
        created_at timestamptz not null default now()
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop table fundraisers;
      drop table support_requests;
      drop table newsletter_subscriptions;
      drop table outbound_messages;
      drop table job_effects;
      drop table outbox_events;
    `);
  }
}
