import { Migration } from '@mikro-orm/migrations';

/**
 * Card payments (donations and token purchases) and the signed Stripe events that settle them. A `payments` row is
 * written before its PaymentIntent exists, so the intent's metadata and idempotency key can name it; the ledger,
 * not this table, holds the money. `stripe_events` stores each event once (its id is the key): a replayed or
 * concurrent delivery finds the row and changes nothing.
 */
export class Migration20261122090000Payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table payments (
        id uuid primary key,
        kind text not null check (kind in ('donation', 'tokenPurchase')),
        provider_intent_id text null unique,
        fundraiser_id uuid not null references fundraisers (id),
        group_id uuid null references fundraiser_groups (id) on delete set null,
        membership_id uuid null references fundraiser_memberships (id) on delete set null,
        buyer_membership_id uuid null references fundraiser_memberships (id) on delete set null,
        tokens integer not null default 0 check (tokens >= 0),
        amount_cents bigint not null check (amount_cents > 0),
        gift_cents bigint not null check (gift_cents >= 0),
        covered_fee_cents bigint not null default 0 check (covered_fee_cents >= 0),
        platform_fee_cents bigint not null check (platform_fee_cents >= 0),
        processing_fee_cents bigint null check (processing_fee_cents >= 0),
        donor_first_name text not null default '',
        donor_last_name text not null default '',
        donor_email text not null default '',
        anonymous boolean not null default false,
        sponsor_id uuid null,
        status text not null default 'requires_payment'
          check (status in ('requires_payment', 'succeeded', 'failed', 'refunded', 'partially_refunded')),
        refunded_cents bigint not null default 0 check (refunded_cents >= 0 and refunded_cents <= amount_cents),
        failure_message text null,
        disputed_at timestamptz null,
        dispute_note text null,
        created_at timestamptz not null default now(),
        succeeded_at timestamptz null,
        check (kind <> 'tokenPurchase' or (tokens > 0 and buyer_membership_id is not null))
      );
      create index payments_fundraiser_idx on payments (fundraiser_id, created_at desc);
      create index payments_open_idx on payments (created_at) where status in ('requires_payment', 'failed');

      create table stripe_events (
        id text primary key,
        type text not null,
        payload jsonb not null,
        received_at timestamptz not null default now(),
        processed_at timestamptz null
      );
      create index stripe_events_unprocessed_idx on stripe_events (received_at) where processed_at is null;
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists stripe_events; drop table if exists payments;');
  }
}
