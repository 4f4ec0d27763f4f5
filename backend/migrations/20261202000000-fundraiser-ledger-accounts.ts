import { Migration } from '@mikro-orm/migrations';

/**
 * No platform-wide hot row (issue #22): the platform's sources, fee accounts and token issuance are held per
 * fundraiser (owner `fundraiser:<id>`, created on first use like every owned account), so no gift, refund, dispute or
 * token spend locks a row another fundraiser's postings lock. The owner-null rows keep what was posted to them before;
 * entries are never rewritten, and readers total a kind over every owner.
 */
export class Migration20261202000000FundraiserLedgerAccounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table ledger_accounts drop constraint ledger_accounts_chart;
      alter table ledger_accounts add constraint ledger_accounts_chart check (
        case kind
          when 'card_clearing' then asset = 'USD' and (owner_id is null or owner_id ~ '^fundraiser:') and may_go_negative
          when 'offline_funds' then asset = 'USD' and (owner_id is null or owner_id ~ '^fundraiser:') and may_go_negative
          when 'platform_fees' then asset = 'USD' and (owner_id is null or owner_id ~ '^fundraiser:') and may_go_negative
          when 'processing_fees' then asset = 'USD' and (owner_id is null or owner_id ~ '^fundraiser:')
                                      and not may_go_negative
          when 'cause' then asset = 'USD' and owner_id ~ '^(fundraiser|group):' and not may_go_negative
          when 'raised' then asset = 'USD' and owner_id ~ '^(fundraiser|group|membership):' and not may_go_negative
          when 'cash_earned' then asset = 'USD' and owner_id ~ '^membership:' and not may_go_negative
          when 'sponsor_raised' then asset = 'USD' and owner_id ~ '^sponsor:' and not may_go_negative
          when 'raised_contra' then asset = 'USD' and owner_id ~ '^fundraiser:' and may_go_negative
          when 'disputed' then asset = 'USD' and owner_id ~ '^fundraiser:' and not may_go_negative
          when 'token_issuance' then asset = 'TOKEN' and (owner_id is null or owner_id ~ '^fundraiser:')
                                     and may_go_negative
          when 'token_shortfall' then asset = 'TOKEN' and (owner_id is null or owner_id ~ '^fundraiser:')
                                      and may_go_negative
          when 'wallet' then asset = 'TOKEN' and owner_id ~ '^membership:' and not may_go_negative
          else false
        end
      );
      alter table ledger_accounts drop constraint ledger_accounts_fundraiser;
      alter table ledger_accounts add constraint ledger_accounts_fundraiser check (
        (fundraiser_id is not null) = (
          kind in ('cause', 'raised', 'cash_earned', 'sponsor_raised', 'raised_contra', 'disputed')
          or (owner_id is not null and kind in ('card_clearing', 'offline_funds', 'platform_fees', 'processing_fees',
                                                'token_issuance', 'token_shortfall'))
        )
      );
    `);
  }

  /** Only while no per-fundraiser platform account exists yet: the older chart refuses them (and says so). */
  override async down(): Promise<void> {
    this.addSql(`
      alter table ledger_accounts drop constraint ledger_accounts_fundraiser;
      alter table ledger_accounts add constraint ledger_accounts_fundraiser check (
        (fundraiser_id is not null) =
          (kind in ('cause', 'raised', 'cash_earned', 'sponsor_raised', 'raised_contra', 'disputed'))
      );
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
    `);
  }
}
