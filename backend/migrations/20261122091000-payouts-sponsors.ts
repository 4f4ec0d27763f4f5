import { Migration } from '@mikro-orm/migrations';

/**
 * Payout accounts (Stripe Connect Express accounts an administrator owns), manual funds recorded by
 * administrators, and the sponsors of a fundraiser. The `raised_cents` projections on fundraisers, groups and
 * memberships go: every total is read from the ledger (`LedgerBalances`), which is the only writer of money.
 */
export class Migration20261122091000PayoutsSponsors extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      -- A row is written before the provider is asked (its id is the idempotency key); provider_account_id is set
      -- once the provider answered. Rows without it are never shown or linked.
      create table payout_accounts (
        id uuid primary key,
        owner_account_id uuid not null references accounts (id) on delete cascade,
        display_name text not null,
        provider_account_id text null unique check (provider_account_id ~ '^acct_[A-Za-z0-9]+$'),
        charges_enabled boolean not null default false,
        payouts_enabled boolean not null default false,
        details_submitted boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index payout_accounts_owner_idx on payout_accounts (owner_account_id, created_at);

      -- Money an administrator received outside the card flow, credited to a participant; the ledger holds the
      -- money (external reference manual:<id>), this row the who, why and when.
      create table manual_donations (
        id uuid primary key,
        fundraiser_id uuid not null references fundraisers (id),
        group_id uuid null references fundraiser_groups (id) on delete set null,
        membership_id uuid null references fundraiser_memberships (id) on delete set null,
        amount_cents bigint not null check (amount_cents > 0),
        comments text not null default '',
        recorded_by uuid null references accounts (id) on delete set null,
        created_at timestamptz not null default now()
      );
      create index manual_donations_fundraiser_idx on manual_donations (fundraiser_id, created_at desc);

      -- A fundraiser's sponsors (spec §3 Sponsor). A business sponsors a fundraiser once, whatever the case of its name.
      create table sponsors (
        id uuid primary key,
        fundraiser_id uuid not null references fundraisers (id) on delete cascade,
        type text not null check (type in ('individual', 'business')),
        first_name text not null,
        last_name text not null,
        business_name text not null default '',
        website_url text not null default '',
        logo_file_id uuid null references stored_files (id) on delete set null,
        created_at timestamptz not null default now(),
        check (type <> 'business' or business_name <> '')
      );
      create unique index sponsors_business_unique on sponsors (fundraiser_id, lower(business_name))
        where type = 'business';
      create index sponsors_fundraiser_idx on sponsors (fundraiser_id, created_at desc);

      alter table fundraisers drop column raised_cents;
      alter table fundraiser_groups drop column raised_cents;
      alter table fundraiser_memberships drop column raised_cents;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table fundraiser_memberships add column raised_cents bigint not null default 0 check (raised_cents >= 0);
      alter table fundraiser_groups add column raised_cents bigint not null default 0 check (raised_cents >= 0);
      alter table fundraisers add column raised_cents bigint not null default 0 check (raised_cents >= 0);
      drop table sponsors;
      drop table manual_donations;
      drop table payout_accounts;
    `);
  }
}
