import { Migration } from '@mikro-orm/migrations';

/**
 * Email and phone proofs are tracked apart (a phone-verified participant has not proven the email), and each
 * sign-up is its own account row until proven: only a verified account holds an email, so a second sign-up
 * for the same address can never rewrite the first one's credentials.
 */
export class Migration20261122030000IdentityProofs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table accounts
        add column email_verified_at timestamptz null,
        add column phone_verified_at timestamptz null;
      -- Administrators were only ever verified by an emailed link; others by a code on an unknown channel,
      -- so their email stays unproven (its owner may claim it with an email code).
      update accounts set email_verified_at = verified_at where kind = 'administrator' and verified_at is not null;
      update accounts set phone_verified_at = verified_at where kind <> 'administrator' and verified_at is not null;

      alter table accounts drop constraint accounts_kind_email_key;
      create unique index accounts_email_holder_idx on accounts (kind, email) where verified_at is not null;
      create index accounts_kind_email_idx on accounts (kind, email, created_at desc);
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      delete from accounts where verified_at is null;
      drop index accounts_kind_email_idx;
      drop index accounts_email_holder_idx;
      alter table accounts add constraint accounts_kind_email_key unique (kind, email);
      alter table accounts drop column phone_verified_at, drop column email_verified_at;
    `);
  }
}
