import { Migration } from '@mikro-orm/migrations';

/**
 * Disputes (chargebacks) move money in the ledger: an opened dispute holds the disputed amount in the fundraiser's
 * `disputed` account, out of raised and net to the cause; a lost one sends it back to the card like a refund, a won
 * one releases it. The three postings name the card payment they act on, as refunds do. Each payment keeps where
 * its dispute stands, for the administrators' list.
 */
export class Migration20261127000000DisputeHolds extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table ledger_accounts drop constraint ledger_accounts_chart;
      alter table ledger_accounts add constraint ledger_accounts_chart check (
        case kind
          when 'card_clearing' then asset = 'USD' and owner_id is null and may_go_negative
          when 'offline_funds' then asset = 'USD' and owner_id is null and may_go_negative
          when 'platform_fees' then asset = 'USD' and owner_id is null and may_go_negative
          when 'processing_fees' then asset = 'USD' and owner_id is null and not may_go_negative
          when 'cause' then asset = 'USD' and owner_id ~ '^(fundraiser|group):' and not may_go_negative
          when 'raised' then asset = 'USD' and owner_id ~ '^(fundraiser|group|membership):' and not may_go_negative
          when 'cash_earned' then asset = 'USD' and owner_id ~ '^membership:' and not may_go_negative
          when 'sponsor_raised' then asset = 'USD' and owner_id ~ '^sponsor:' and not may_go_negative
          when 'raised_contra' then asset = 'USD' and owner_id ~ '^fundraiser:' and may_go_negative
          when 'disputed' then asset = 'USD' and owner_id ~ '^fundraiser:' and not may_go_negative
          when 'token_issuance' then asset = 'TOKEN' and owner_id is null and may_go_negative
          when 'token_shortfall' then asset = 'TOKEN' and owner_id is null and may_go_negative
          when 'wallet' then asset = 'TOKEN' and owner_id ~ '^membership:' and not may_go_negative
          else false
        end
      );
      alter table ledger_accounts drop constraint ledger_accounts_fundraiser;
      alter table ledger_accounts add constraint ledger_accounts_fundraiser check (
        (fundraiser_id is not null) =
          (kind in ('cause', 'raised', 'cash_earned', 'sponsor_raised', 'raised_contra', 'disputed'))
      );

      alter table ledger_transactions drop constraint ledger_transactions_kind_check;
      alter table ledger_transactions add constraint ledger_transactions_kind_check check (kind in
        ('donation', 'tokenPurchase', 'manualDonation', 'refund', 'tokenTransfer', 'tokenSpend',
         'dispute', 'disputeWon', 'disputeLost'));
      alter table ledger_transactions drop constraint ledger_transactions_check;
      alter table ledger_transactions add constraint ledger_transactions_reverses_check check (
        (kind in ('refund', 'dispute', 'disputeWon', 'disputeLost')) = (reverses_transaction_id is not null)
      );

      alter table payments
        add column dispute_status text null check (dispute_status in ('open', 'won', 'lost')),
        add column disputed_cents bigint not null default 0 check (disputed_cents >= 0);
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table payments drop column dispute_status, drop column disputed_cents;
      alter table ledger_transactions drop constraint ledger_transactions_reverses_check;
      alter table ledger_transactions add constraint ledger_transactions_check
        check ((kind = 'refund') = (reverses_transaction_id is not null));
      alter table ledger_transactions drop constraint ledger_transactions_kind_check;
      alter table ledger_transactions add constraint ledger_transactions_kind_check check (kind in
        ('donation', 'tokenPurchase', 'manualDonation', 'refund', 'tokenTransfer', 'tokenSpend'));
    `);
  }
}
