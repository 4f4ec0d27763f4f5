import { Migration } from '@mikro-orm/migrations';

/**
 * The double-entry ledger (architecture §4, MONEY.md "Ledger"): accounts with cached balances, transactions with
 * a unique external reference (the exactly-once guard), and append-only entries. Amounts are bigint cents or
 * whole tokens. The platform's own accounts are created here; owned accounts appear on first use.
 * No foreign key to fundraisers: the ledger is history and outlives whatever it names.
 */
export class Migration20261122080000Ledger extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table ledger_accounts (
        id bigint generated always as identity primary key,
        asset text not null check (asset in ('USD', 'TOKEN')),
        kind text not null,
        owner_id text null,
        -- Attribution and cause accounts name their fundraiser, so its groups' totals are one indexed read.
        fundraiser_id uuid null,
        balance bigint not null default 0,
        version bigint not null default 0,
        may_go_negative boolean not null,
        created_at timestamptz not null default now(),
        constraint ledger_accounts_never_negative check (may_go_negative or balance >= 0),
        -- The chart of accounts (ledger-accounts.ts): each kind's asset, owner and whether it may go negative.
        constraint ledger_accounts_chart check (
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
            when 'token_issuance' then asset = 'TOKEN' and owner_id is null and may_go_negative
            when 'token_shortfall' then asset = 'TOKEN' and owner_id is null and may_go_negative
            when 'wallet' then asset = 'TOKEN' and owner_id ~ '^membership:' and not may_go_negative
            else false
          end
        ),
        constraint ledger_accounts_fundraiser check (
          (fundraiser_id is not null) = (kind in ('cause', 'raised', 'cash_earned', 'sponsor_raised', 'raised_contra'))
        ),
        -- Owner first: the readers look accounts up by owner; the platform's (owner null) are one per kind.
        constraint ledger_accounts_key unique nulls not distinct (owner_id, kind, asset),
        -- Target of the entries' (account, asset) foreign key: an entry is always in its account's asset.
        constraint ledger_accounts_id_asset unique (id, asset)
      );
      create index ledger_accounts_fundraiser_idx on ledger_accounts (fundraiser_id, kind)
        where fundraiser_id is not null;

      insert into ledger_accounts (asset, kind, owner_id, may_go_negative) values
        ('USD', 'card_clearing', null, true),
        ('USD', 'offline_funds', null, true),
        ('USD', 'platform_fees', null, true),
        ('USD', 'processing_fees', null, false),
        ('TOKEN', 'token_issuance', null, true),
        ('TOKEN', 'token_shortfall', null, true);

      create table ledger_transactions (
        -- Grows with every posting: a fundraiser's latest id is the version its live totals carry.
        id bigint generated always as identity primary key,
        kind text not null check (kind in
          ('donation', 'tokenPurchase', 'manualDonation', 'refund', 'tokenTransfer', 'tokenSpend')),
        external_ref text not null check (length(external_ref) between 1 and 255),
        fundraiser_id uuid null,
        -- A refund names the card payment it reverses.
        reverses_transaction_id bigint null references ledger_transactions (id),
        metadata jsonb not null default '{}'::jsonb,
        created_at timestamptz not null default now(),
        constraint ledger_transactions_external_ref_unique unique (external_ref),
        check ((kind = 'refund') = (reverses_transaction_id is not null))
      );
      create index ledger_transactions_fundraiser_idx on ledger_transactions (fundraiser_id, id)
        where fundraiser_id is not null;
      create index ledger_transactions_reverses_idx on ledger_transactions (reverses_transaction_id)
        where reverses_transaction_id is not null;

      create table ledger_entries (
        id bigint generated always as identity primary key,
        transaction_id bigint not null references ledger_transactions (id),
        account_id bigint not null,
        asset text not null check (asset in ('USD', 'TOKEN')),
        amount bigint not null check (amount <> 0),
        foreign key (account_id, asset) references ledger_accounts (id, asset),
        -- One entry per account per transaction: the posting nets its moves.
        unique (transaction_id, account_id)
      );

      -- History is never rewritten: corrections are new reversing transactions.
      create function ledger_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception 'the ledger is append-only: % on % refused', tg_op, tg_table_name
          using errcode = 'integrity_constraint_violation';
      end;
      $$;
      create trigger ledger_entries_append_only before update or delete on ledger_entries
        for each row execute function ledger_refuse_change();
      create trigger ledger_entries_no_truncate before truncate on ledger_entries
        for each statement execute function ledger_refuse_change();
      create trigger ledger_transactions_append_only before update or delete on ledger_transactions
        for each row execute function ledger_refuse_change();
      create trigger ledger_transactions_no_truncate before truncate on ledger_transactions
        for each statement execute function ledger_refuse_change();
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop table ledger_entries;
      drop table ledger_transactions;
      drop table ledger_accounts;
      drop function ledger_refuse_change();
    `);
  }
}
