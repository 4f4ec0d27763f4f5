import { Migration } from '@mikro-orm/migrations';

/**
 * Messages are sent outside transactions (intent recorded, then sent, then marked), so their records get a
 * delivery status; their bodies are redacted, and the development mailbox gets a table of its own holding the
 * full text. Indexes for the retention job's pruning.
 */
export class Migration20261122020000MessageDelivery extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table outbound_messages
        add column status text not null default 'sent' check (status in ('pending', 'sent', 'failed')),
        add column attempts integer not null default 0,
        add column sent_at timestamptz null,
        add column error text null;
      update outbound_messages set sent_at = created_at, attempts = 1;
      alter table outbound_messages alter column status set default 'pending';

      create table dev_mailbox_messages (
        id uuid primary key,
        idempotency_key text not null unique,
        channel text not null check (channel in ('sms', 'email')),
        recipient text not null,
        subject text null,
        body text not null,
        created_at timestamptz not null default now()
      );
      create index dev_mailbox_messages_recipient_created_at_index on dev_mailbox_messages (lower(recipient), created_at);

      -- The developer's inbox keeps what it showed before; the message log keeps no codes or link tokens.
      insert into dev_mailbox_messages (id, idempotency_key, channel, recipient, subject, body, created_at)
        select id, idempotency_key, channel, recipient, subject, body, created_at
          from outbound_messages where transport = 'mailbox';
      update outbound_messages set
        subject = regexp_replace(subject, '\\m[0-9]{5}\\M', '•••••', 'g'),
        body = regexp_replace(
          regexp_replace(body, '\\m[0-9]{5}\\M', '•••••', 'g'),
          '(/email-verification/|/admin/signup/)[A-Za-z0-9_-]+', '\\1•••••', 'g');
      update outbox_events set payload = payload - 'code' - 'verificationUrl' - 'invitationUrl'
        where event_name in ('OneTimeCodeIssued', 'AdminEmailVerificationRequested', 'SecondaryAdminInvited');

      create index outbox_events_dispatched_at_index on outbox_events (dispatched_at) where dispatched_at is not null;
      create index job_effects_completed_at_index on job_effects (completed_at);
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop index job_effects_completed_at_index;
      drop index outbox_events_dispatched_at_index;
      drop table dev_mailbox_messages;
      alter table outbound_messages drop column status, drop column attempts, drop column sent_at, drop column error;
    `);
  }
}
