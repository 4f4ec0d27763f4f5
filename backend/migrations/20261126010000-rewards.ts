import { Migration } from '@mikro-orm/migrations';

/**
 * Badges (issue #10), the rewards context's own tables. Progress per (membership, badge); the contributions a
 * counted badge adds up, each once (a team member who played, a share of tokens by its id); awards, once per
 * (membership, badge); and the fundraisers whose end has been judged for Top Fundraiser.
 */
export class Migration20261126010000Rewards extends Migration {
  override async up(): Promise<void> {
    const badge = `text not null check (badge in
      ('topFundraiser', 'teamLeader', 'firstDonation', 'communityStar', 'milestoneMaster', 'socialSharer'))`;
    this.addSql(`
      create table reward_progress (
        membership_id uuid not null references fundraiser_memberships (id) on delete cascade,
        badge ${badge},
        fundraiser_id uuid not null references fundraisers (id) on delete cascade,
        current integer not null default 0 check (current >= 0),
        updated_at timestamptz not null default now(),
        primary key (membership_id, badge)
      );

      create table reward_contributions (
        membership_id uuid not null references fundraiser_memberships (id) on delete cascade,
        badge ${badge},
        -- Unique per counted thing: player:<membershipId>, share:<shareId>.
        contributor text not null check (length(contributor) between 1 and 200),
        amount integer not null default 1 check (amount > 0),
        created_at timestamptz not null default now(),
        primary key (membership_id, badge, contributor)
      );

      create table badge_awards (
        membership_id uuid not null references fundraiser_memberships (id) on delete cascade,
        badge ${badge},
        fundraiser_id uuid not null references fundraisers (id) on delete cascade,
        awarded_at timestamptz not null default now(),
        primary key (membership_id, badge)
      );
      create index badge_awards_fundraiser_idx on badge_awards (fundraiser_id, badge);

      create table reward_fundraiser_closings (
        fundraiser_id uuid primary key references fundraisers (id) on delete cascade,
        winner_membership_id uuid null references fundraiser_memberships (id) on delete set null,
        closed_at timestamptz not null default now()
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql(
      'drop table if exists reward_fundraiser_closings; drop table if exists badge_awards; ' +
        'drop table if exists reward_contributions; drop table if exists reward_progress;',
    );
  }
}
