import type { BadgeKey } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { meetsBadge } from './badge-rules';

/** One membership's standing on one badge, as a board reads it. */
export interface BadgeStanding {
  current: number;
  earnedAt: Date | null;
}

/** The membership a badge belongs to. */
export interface BadgeHolder {
  membershipId: string;
  fundraiserId: string;
}

/**
 * The rewards context's own tables (migration 20261126010000-rewards): progress per (membership, badge), the
 * contributions counted badges add up (one row per team member who played, per share of tokens), and the awards,
 * once per (membership, badge). Jobs call these inside one `transaction`; every write is keyed so an event seen
 * twice changes nothing twice.
 */
@Injectable()
export class BadgeStore {
  constructor(private readonly em: EntityManager) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.em.fork().transactional(work);
  }

  /**
   * Locks the (membership, badge) progress row, creating it at 0, until the transaction ends: jobs for the same
   * badge then run one after the other and each counts what the one before committed.
   */
  async lock(em: EntityManager, holder: BadgeHolder, badge: BadgeKey): Promise<number> {
    await em.execute(
      `insert into reward_progress (membership_id, badge, fundraiser_id) values (?, ?, ?)
       on conflict (membership_id, badge) do nothing`,
      [holder.membershipId, badge, holder.fundraiserId],
    );
    const [row] = await em.execute<{ current: number }[]>(
      'select current from reward_progress where membership_id = ? and badge = ? for update',
      [holder.membershipId, badge],
    );
    return Number(row?.current ?? 0);
  }

  /**
   * Counts `amount` once for `contributor` (a key unique per event, e.g. `share:<id>`, or per person) toward a
   * counted badge; answers the badge's new total.
   */
  async contribute(
    em: EntityManager,
    holder: BadgeHolder,
    badge: BadgeKey,
    contributor: string,
    amount = 1,
  ): Promise<number> {
    await this.lock(em, holder, badge);
    await em.execute(
      `insert into reward_contributions (membership_id, badge, contributor, amount) values (?, ?, ?, ?)
       on conflict (membership_id, badge, contributor) do nothing`,
      [holder.membershipId, badge, contributor, amount],
    );
    const [row] = await em.execute<{ total: string }[]>(
      `select coalesce(sum(amount), 0) as total from reward_contributions where membership_id = ? and badge = ?`,
      [holder.membershipId, badge],
    );
    return Number(row?.total ?? 0);
  }

  /**
   * Records progress (it only moves forward: a job that read older figures never lowers it) and awards the badge
   * the first time progress meets its target. Answers whether this call awarded it.
   */
  async record(em: EntityManager, holder: BadgeHolder, badge: BadgeKey, current: number): Promise<boolean> {
    const progress = Math.max(0, Math.floor(current));
    await this.lock(em, holder, badge);
    await em.execute(
      `update reward_progress set current = greatest(current, ?), updated_at = now()
        where membership_id = ? and badge = ?`,
      [progress, holder.membershipId, badge],
    );
    if (!meetsBadge(badge, progress)) return false;
    const awarded = await em.execute<{ badge: string }[]>(
      `insert into badge_awards (membership_id, badge, fundraiser_id) values (?, ?, ?)
       on conflict (membership_id, badge) do nothing returning badge`,
      [holder.membershipId, badge, holder.fundraiserId],
    );
    return awarded.length > 0;
  }

  /**
   * Marks the fundraiser's end as handled (Top Fundraiser decided); false when it was before, so the caller
   * awards nothing again.
   */
  async closeFundraiser(em: EntityManager, fundraiserId: string, winnerMembershipId: string | null): Promise<boolean> {
    const closed = await em.execute<{ fundraiser_id: string }[]>(
      `insert into reward_fundraiser_closings (fundraiser_id, winner_membership_id) values (?, ?)
       on conflict (fundraiser_id) do nothing returning fundraiser_id`,
      [fundraiserId, winnerMembershipId],
    );
    return closed.length > 0;
  }

  /** Of these fundraisers, those whose end is handled already. */
  async closedFundraisers(fundraiserIds: readonly string[]): Promise<Set<string>> {
    if (fundraiserIds.length === 0) return new Set();
    const rows = await this.em
      .fork()
      .execute<{ fundraiser_id: string }[]>(
        'select fundraiser_id from reward_fundraiser_closings where fundraiser_id = any(?::uuid[])',
        [`{${fundraiserIds.join(',')}}`],
      );
    return new Set(rows.map((row) => row.fundraiser_id));
  }

  /** Every badge's progress and award of one membership, keyed by badge. */
  async standings(membershipId: string): Promise<Map<BadgeKey, BadgeStanding>> {
    const rows = await this.em.fork().execute<{ badge: BadgeKey; current: number | null; awarded_at: Date | null }[]>(
      `select coalesce(p.badge, a.badge) as badge, p.current, a.awarded_at
         from (select badge, current from reward_progress where membership_id = ?) p
         full join (select badge, awarded_at from badge_awards where membership_id = ?) a on a.badge = p.badge`,
      [membershipId, membershipId],
    );
    return new Map(
      rows.map((row) => [
        row.badge,
        { current: Number(row.current ?? 0), earnedAt: row.awarded_at ? new Date(row.awarded_at) : null },
      ]),
    );
  }
}
