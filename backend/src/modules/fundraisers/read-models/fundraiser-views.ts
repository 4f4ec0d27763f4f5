import { fundraiserStatus, type FundraiserSummary } from '@fundplay/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { LedgerBalances } from '../../ledger/ledger-balances';
import { Fundraiser } from '../entities/fundraiser.entity';

/** `/api/files/<id>` for a stored logo. */
export function fileUrl(fileId: string | null): string | null {
  return fileId ? `/api/files/${fileId}` : null;
}

interface GroupFacts {
  fundraiser_id: string;
  groups: string;
  accounts: (string | null)[] | null;
}

/**
 * Fundraisers as lists show them, in the order of `fundraisers`: status from the clock and payout accounts,
 * totals from the ledger (own plus every group's, spec §9) and counts, read in three grouped queries whatever the
 * list's length.
 */
export async function summarise(
  em: EntityManager,
  balances: LedgerBalances,
  fundraisers: readonly Fundraiser[],
  now: number = Date.now(),
): Promise<FundraiserSummary[]> {
  if (fundraisers.length === 0) return [];
  const ids = `{${fundraisers.map((fundraiser) => fundraiser.id).join(',')}}`;
  const [groupRows, memberRows, totals] = await Promise.all([
    em.execute<GroupFacts[]>(
      `select fundraiser_id, count(*) as groups, array_agg(payout_account_id) as accounts
         from fundraiser_groups where fundraiser_id = any(?::uuid[]) group by fundraiser_id`,
      [ids],
    ),
    em.execute<{ fundraiser_id: string; participants: string }[]>(
      `select fundraiser_id, count(*) as participants from fundraiser_memberships
        where role = 'participant' and fundraiser_id = any(?::uuid[]) group by fundraiser_id`,
      [ids],
    ),
    balances.fundraiserTotals(fundraisers.map((fundraiser) => fundraiser.id)),
  ]);
  const groupsOf = new Map(groupRows.map((row) => [row.fundraiser_id, row]));
  const participantsOf = new Map(memberRows.map((row) => [row.fundraiser_id, Number(row.participants)]));
  return fundraisers.map((fundraiser) => {
    const groups = groupsOf.get(fundraiser.id);
    const start = fundraiser.startsAt.getTime();
    const end = fundraiser.endsAt.getTime();
    return {
      _id: fundraiser.id,
      fundRaisingName: fundraiser.fundRaisingName,
      city: fundraiser.city,
      state: fundraiser.state,
      fundRaisingStartTime: start,
      fundRaisingEndTime: end,
      fundRaisingGoal: fundraiser.goalCents,
      fundRaisingCause: fundraiser.cause,
      fundRaisingImage: fileUrl(fundraiser.logoFileId),
      totalFunding: totals.get(fundraiser.id)?.raisedCents ?? 0,
      status: fundraiserStatus(
        {
          fundRaisingStartTime: start,
          fundRaisingEndTime: end,
          fundRaisingStripe: fundraiser.payoutAccountId,
          groupAccounts: groups?.accounts ?? [],
        },
        now,
      ),
      groupCount: Number(groups?.groups ?? 0),
      participantCount: participantsOf.get(fundraiser.id) ?? 0,
    };
  });
}
