import { Migration } from '@mikro-orm/migrations';

/**
 * A fundraiser's games and its compete runs (issue #10). A game is one of FundPlay's verifiable games (its slug)
 * with the fundraiser's own name, text and image. A run is opened by spending one token (ledger reference
 * `run:<id>`) and closed once, by its single-use ticket: verified (its replayed score ranks) or rejected (kept,
 * with the reason, and never ranked). Leaderboards in Redis are projections of the verified runs.
 */
export class Migration20261126000000Games extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table fundraiser_games (
        id uuid primary key,
        fundraiser_id uuid not null references fundraisers (id) on delete cascade,
        slug text not null check (slug ~ '^[a-z0-9-]{1,64}$'),
        name text not null check (length(name) between 1 and 80),
        description text not null check (length(description) between 10 and 2000),
        image_file_id uuid null,
        created_by uuid null references accounts (id) on delete set null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        deleted_at timestamptz null
      );
      -- One game of a kind per fundraiser (a deleted one may be added again).
      create unique index fundraiser_games_one_per_slug on fundraiser_games (fundraiser_id, slug) where deleted_at is null;

      create sequence game_run_verifications;

      create table game_runs (
        id uuid primary key,
        fundraiser_id uuid not null references fundraisers (id) on delete cascade,
        game_id uuid not null references fundraiser_games (id) on delete cascade,
        slug text not null,
        membership_id uuid not null references fundraiser_memberships (id) on delete cascade,
        account_id uuid not null references accounts (id) on delete cascade,
        group_id uuid null,
        seed bigint not null check (seed between 0 and 4294967295),
        status text not null default 'open' check (status in ('open', 'verified', 'rejected', 'abandoned')),
        started_at timestamptz not null default now(),
        expires_at timestamptz not null,
        finished_at timestamptz null,
        claimed_score bigint null,
        score bigint null check (score is null or score >= 0),
        level integer null,
        ticks integer null,
        input_count integer null,
        reason text null,
        -- Order of verification: the board's version once the run is projected.
        verified_sequence bigint null unique,
        check ((status = 'verified') = (verified_sequence is not null and score is not null))
      );
      -- At most one open run per player and game: a new start closes the older one first.
      create unique index game_runs_one_open on game_runs (membership_id, game_id) where status = 'open';
      create index game_runs_verified on game_runs (fundraiser_id, game_id, membership_id) where status = 'verified';
    `);
  }

  override async down(): Promise<void> {
    this.addSql(
      'drop table if exists game_runs; drop sequence if exists game_run_verifications; drop table if exists fundraiser_games;',
    );
  }
}
