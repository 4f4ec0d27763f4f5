import { Migration } from '@mikro-orm/migrations';

/**
 * A participant's own address book (issue #11). A contact belongs to the account that added it and is deleted with
 * it. The unique partial indexes refuse a second contact with the same email (any case) or the same E.164 phone for
 * one owner, so two racing adds cannot both succeed.
 */
export class Migration20261126020000Contacts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table contacts (
        id uuid primary key,
        owner_account_id uuid not null references accounts (id) on delete cascade,
        full_name text not null check (length(full_name) between 1 and 120),
        email text null check (email is null or length(email) between 3 and 254),
        phone_number text null check (phone_number is null or phone_number ~ '^\\+[1-9][0-9]{1,14}$'),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        check (email is not null or phone_number is not null)
      );
      create index contacts_by_owner on contacts (owner_account_id, created_at);
      create unique index contacts_one_per_email on contacts (owner_account_id, lower(email)) where email is not null;
      create unique index contacts_one_per_phone on contacts (owner_account_id, phone_number) where phone_number is not null;
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists contacts;');
  }
}
