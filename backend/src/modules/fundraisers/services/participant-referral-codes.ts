import type { EntityManager } from '@mikro-orm/postgresql';
import { newReferralCode } from '../domain/invitation-codes';

/**
 * Gets or makes the participant's referral code in the fundraiser, kept on `groupId` (their current group): one code
 * per participant per fundraiser, even when two requests ask at once (the unique index decides; the loser's insert
 * does nothing and both read the one row). Runs in the caller's transaction.
 */
export async function participantReferralCode(
  em: EntityManager,
  fundraiserId: string,
  accountId: string,
  groupId: string,
  /** Called when this made the participant's code (it did not exist before). */
  onCreated?: () => void,
): Promise<string> {
  // A code colliding with another's primary key inserts nothing and is simply drawn again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const created = await em.execute<{ code: string }[]>(
      `insert into referral_codes (code, kind, fundraiser_id, group_id, participant_id)
       values (?, 'participant', ?, ?, ?) on conflict do nothing returning code`,
      [newReferralCode(), fundraiserId, groupId, accountId],
    );
    if (created.length > 0) onCreated?.();
    const [existing] = await em.execute<{ code: string }[]>(
      `update referral_codes set group_id = ?
        where kind = 'participant' and fundraiser_id = ? and participant_id = ? returning code`,
      [groupId, fundraiserId, accountId],
    );
    if (existing) return existing.code;
  }
  throw new Error('no referral code could be drawn');
}
