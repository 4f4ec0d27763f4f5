import { Migration } from '@mikro-orm/migrations';

/**
 * Outreach attribution (issue #11). A donation keeps the personal tracking code of the outreach message the donor
 * came with (`?t=` on the referral link); once it succeeds, `outreach_attributions` credits that message and its
 * sender, one row per payment however often the event is delivered. The row outlives the message (a sender may
 * delete their history): the counts in the administrators' report stay.
 */
export class Migration20261126040000OutreachAttribution extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table payments add column tracking_code text null;

      create table outreach_attributions (
        payment_id uuid primary key,
        message_id uuid null references outreach_messages (id) on delete set null,
        fundraiser_id uuid not null,
        sender_account_id uuid not null,
        amount_cents bigint not null check (amount_cents > 0),
        created_at timestamptz not null default now()
      );
      -- The report sums a fundraiser's attributions per sender.
      create index outreach_attributions_by_fundraiser on outreach_attributions (fundraiser_id, sender_account_id);
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop table if exists outreach_attributions;
      alter table payments drop column if exists tracking_code;
    `);
  }
}
