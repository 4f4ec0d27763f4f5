import type { EntityManager } from '@mikro-orm/postgresql';
import type { VerificationSelection } from '@fundplay/contracts';
import { hasProvenEmail } from './account-lookup';
import { Account } from '../entities/account.entity';

export type ProofOutcome = 'proven' | 'email-taken' | 'needs-email-proof';

/** The address a squatter's account is left with once the email's owner claimed it (never deliverable). */
export const releasedEmail = (accountId: string) => `${accountId}@released.invalid`;

/** Records what a code or link on this channel proved about an account that already exists. */
export function recordProof(account: Account, channel: VerificationSelection, at = new Date()): void {
  if (channel === 'email') account.emailVerifiedAt ??= at;
  else account.phoneVerifiedAt ??= at;
}

/**
 * Completes a sign-up whose code or link was just accepted. It takes the email unless a verified account holds
 * it: one that proved the email keeps it; one that did not (a phone-verified squatter) loses it, but only to a
 * sign-up that proved the email itself.
 */
export async function proveSignUp(
  em: EntityManager,
  account: Account,
  channel: VerificationSelection,
): Promise<ProofOutcome> {
  if (!account.verifiedAt) {
    // Serialises the sign-ups of one email so two proofs cannot both take it.
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`account-email:${account.kind}:${account.email}`]);
    const holder = await em.findOne(
      Account,
      { kind: account.kind, email: account.email, verifiedAt: { $ne: null }, id: { $ne: account.id } },
      { refresh: true },
    );
    if (holder) {
      if (channel !== 'email') return 'needs-email-proof';
      if (hasProvenEmail(holder)) return 'email-taken';
      holder.email = releasedEmail(holder.id);
      await em.flush(); // the holder lets go before the claimant takes the address (one verified holder per email)
    }
    account.verifiedAt = new Date();
  }
  recordProof(account, channel, account.verifiedAt);
  return 'proven';
}
