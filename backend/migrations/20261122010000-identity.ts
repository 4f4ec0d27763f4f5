import { Migration } from '@mikro-orm/migrations';

/** Accounts, one-time codes, sessions, email verification links and invitations. */
export class Migration20261122010000Identity extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table accounts (
        id uuid primary key,
        kind text not null check (kind in ('administrator', 'participant', 'teamMember')),
        role text not null check (role in ('admin', 'secondaryAdmin', 'participant', 'teamMember')),
        first_name text not null,
        last_name text not null,
        email text not null,
        phone_no text not null,
        password_hash text not null,
        privileges jsonb not null,
        admin_approval boolean null,
        invited_by uuid null references accounts (id),
        verified_at timestamptz null,
        is_guardian boolean not null default false,
        guardian_email text null,
        birth_month smallint null check (birth_month between 1 and 12),
        birth_year smallint null,
        disabled_at timestamptz null,
        created_at timestamptz not null default now(),
        unique (kind, email)
      );

      create table one_time_codes (
        id uuid primary key,
        account_id uuid not null references accounts (id) on delete cascade,
        purpose text not null check (purpose in ('signUp', 'logIn', 'forgotPassword')),
        channel text not null check (channel in ('phone', 'email')),
        code_hash text not null,
        failed_attempts smallint not null default 0,
        expires_at timestamptz not null,
        consumed_at timestamptz null,
        created_at timestamptz not null default now()
      );
      create index one_time_codes_live_idx on one_time_codes (account_id, purpose, channel, created_at desc)
        where consumed_at is null;

      create table sessions (
        id uuid primary key,
        account_id uuid not null references accounts (id) on delete cascade,
        purpose text not null check (purpose in ('session', 'passwordReset')),
        expires_at timestamptz not null,
        revoked_at timestamptz null,
        created_at timestamptz not null default now()
      );
      create index sessions_account_idx on sessions (account_id) where revoked_at is null;

      create table email_verifications (
        token_hash text primary key,
        account_id uuid not null references accounts (id) on delete cascade,
        expires_at timestamptz not null,
        used_at timestamptz null,
        created_at timestamptz not null default now()
      );

      create table invitations (
        id uuid primary key,
        code text not null unique,
        role text not null check (role in ('secondaryAdmin', 'participant', 'teamMember')),
        invited_by uuid not null references accounts (id),
        first_name text not null default '',
        last_name text not null default '',
        email text not null default '',
        phone_no text not null default '',
        fundraiser_id uuid null references fundraisers (id) on delete cascade,
        group_id uuid null,
        privileges jsonb not null,
        is_public boolean not null default false,
        active boolean not null default true,
        expires_at timestamptz not null,
        used_at timestamptz null,
        created_at timestamptz not null default now()
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop table invitations;
      drop table email_verifications;
      drop table sessions;
      drop table one_time_codes;
      drop table accounts;
    `);
  }
}
