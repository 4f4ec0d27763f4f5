import { Migration } from '@mikro-orm/migrations';

/**
 * The fundraisers context: the fundraiser's own details, groups, memberships, private invitations, join
 * requests and referral codes. Money stays in cents; times in timestamptz (epoch ms on the wire).
 * Private invitation codes are stored only as SHA-256 hashes; `pub_` codes are public by nature and kept as is.
 * Identity's sign-ups remember what they asked for (`sign_up_intent`) until the one-time code proves them.
 */
export class Migration20261122060000Fundraisers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table fundraisers
        add column primary_admin_id uuid null references accounts (id),
        add column created_by uuid null references accounts (id),
        add column address text not null default '',
        add column city text not null default '',
        add column state text not null default '',
        add column zip text not null default '',
        add column tax_id text not null default '',
        add column routing_number text not null default '',
        add column account_number text not null default '',
        add column cause text not null default '',
        add column logo_file_id uuid null references stored_files (id),
        add column payout_account_id text null,
        add column participant_link_code text null unique,
        add column participant_link_active boolean not null default false,
        add column admin_link_code text null unique,
        add column admin_link_active boolean not null default false;
      create index fundraisers_primary_admin_idx on fundraisers (primary_admin_id, starts_at desc);
      create index fundraisers_name_idx on fundraisers (lower(fund_raising_name));

      create table fundraiser_groups (
        id uuid primary key,
        fundraiser_id uuid not null references fundraisers (id) on delete cascade,
        name text not null,
        goal_cents bigint not null default 0 check (goal_cents >= 0),
        cause text not null default '',
        admin_account_id uuid null references accounts (id),
        payout_account_id text null,
        raised_cents bigint not null default 0 check (raised_cents >= 0),
        created_at timestamptz not null default now()
      );
      create unique index fundraiser_groups_name_unique on fundraiser_groups (fundraiser_id, lower(name));

      -- A participant belongs to a fundraiser once, and to at most one of its groups (group_id on the row).
      -- A team member supports one participant per row (participant_id).
      create table fundraiser_memberships (
        id uuid primary key,
        fundraiser_id uuid not null references fundraisers (id) on delete cascade,
        account_id uuid not null references accounts (id) on delete cascade,
        role text not null check (role in ('participant', 'teamMember')),
        group_id uuid null references fundraiser_groups (id) on delete set null,
        participant_id uuid null references accounts (id) on delete cascade,
        raised_cents bigint not null default 0 check (raised_cents >= 0),
        joined_at timestamptz not null default now(),
        check ((role = 'teamMember') = (participant_id is not null)),
        check (role = 'participant' or group_id is null)
      );
      create unique index fundraiser_memberships_participant_unique on fundraiser_memberships (fundraiser_id, account_id)
        where role = 'participant';
      create unique index fundraiser_memberships_team_unique on fundraiser_memberships (fundraiser_id, account_id, participant_id)
        where role = 'teamMember';
      create index fundraiser_memberships_account_idx on fundraiser_memberships (account_id);
      create index fundraiser_memberships_group_idx on fundraiser_memberships (group_id);

      -- Private invitations to one named person: single use, bound to the email, expiring.
      create table fundraiser_invitations (
        id uuid primary key,
        code_hash text not null unique check (code_hash ~ '^[0-9a-f]{64}$'),
        role text not null check (role in ('participant', 'teamMember')),
        fundraiser_id uuid not null references fundraisers (id) on delete cascade,
        group_id uuid null references fundraiser_groups (id) on delete set null,
        invited_by uuid not null references accounts (id) on delete cascade,
        first_name text not null,
        last_name text not null,
        email text not null,
        phone_no text not null default '',
        expires_at timestamptz not null,
        responded_at timestamptz null,
        accepted boolean null,
        used_by uuid null references accounts (id) on delete set null,
        created_at timestamptz not null default now()
      );
      create index fundraiser_invitations_email_idx on fundraiser_invitations (email) where responded_at is null;

      -- A participant's reusable team link (pub_), one per participant per fundraiser.
      create table team_public_links (
        code text primary key check (code like 'pub\\_%'),
        fundraiser_id uuid not null references fundraisers (id) on delete cascade,
        participant_id uuid not null references accounts (id) on delete cascade,
        active boolean not null default true,
        created_at timestamptz not null default now(),
        unique (fundraiser_id, participant_id)
      );

      create table join_requests (
        id uuid primary key,
        fundraiser_id uuid not null references fundraisers (id) on delete cascade,
        account_id uuid not null references accounts (id) on delete cascade,
        created_at timestamptz not null default now(),
        unique (fundraiser_id, account_id)
      );

      -- /donate/{code}: credits a participant (and their group), a group, or the fundraiser itself.
      create table referral_codes (
        code text primary key check (code ~ '^[A-Za-z0-9]{10,32}$'),
        kind text not null check (kind in ('participant', 'group', 'fundraiser')),
        fundraiser_id uuid not null references fundraisers (id) on delete cascade,
        group_id uuid null references fundraiser_groups (id) on delete cascade,
        participant_id uuid null references accounts (id) on delete cascade,
        created_at timestamptz not null default now(),
        check ((kind = 'participant') = (participant_id is not null)),
        check (kind <> 'group' or group_id is not null)
      );
      create unique index referral_codes_participant_unique on referral_codes (fundraiser_id, participant_id)
        where kind = 'participant';
      create unique index referral_codes_group_unique on referral_codes (group_id) where kind = 'group';
      create unique index referral_codes_fundraiser_unique on referral_codes (fundraiser_id) where kind = 'fundraiser';

      alter table accounts add column sign_up_intent jsonb null;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table accounts drop column sign_up_intent;
      drop table referral_codes;
      drop table join_requests;
      drop table team_public_links;
      drop table fundraiser_invitations;
      drop table fundraiser_memberships;
      drop table fundraiser_groups;
      drop index fundraisers_name_idx;
      drop index fundraisers_primary_admin_idx;
      alter table fundraisers
        drop column primary_admin_id, drop column created_by, drop column address, drop column city,
        drop column state, drop column zip, drop column tax_id, drop column routing_number,
        drop column account_number, drop column cause, drop column logo_file_id, drop column payout_account_id,
        drop column participant_link_code, drop column participant_link_active, drop column admin_link_code,
        drop column admin_link_active;
    `);
  }
}
