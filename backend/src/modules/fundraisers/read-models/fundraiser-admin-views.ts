import {
  fundraiserStatusMessage,
  type AdminRow,
  type FundraiserDetail,
  type GroupDetail,
  type ParticipantRow,
  type PersonRow,
} from '@fundplay/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user';
import type { LedgerBalances, MembershipTotals } from '../../ledger/ledger-balances';
import { GetPeopleQuery, type PersonCard } from '../../identity/queries/get-people/get-people.query';
import { ListOrganisationAdministratorsQuery } from '../../identity/queries/list-organisation-administrators/list-organisation-administrators.query';
import { NamePayoutAccountsQuery } from '../ports/name-payout-accounts.query';
import type { Fundraiser } from '../entities/fundraiser.entity';
import { FundraiserGroup } from '../entities/fundraiser-group.entity';
import { Membership } from '../entities/membership.entity';
import { fileUrl, summarise } from './fundraiser-views';
import { fundraiserPermissions } from '../policies/fundraiser-permissions.policy';

/** Bank numbers leave the server as their last 4 digits only: enough to recognise, useless to copy. */
export function maskBankNumber(digits: string): string {
  return digits ? `****${digits.slice(-4)}` : '';
}

/** The display names of payout accounts (`acct_…`) by id, asked of the payments context, which owns them. */
export async function payoutAccountNames(
  queries: QueryBus,
  accountIds: readonly (string | null)[],
): Promise<ReadonlyMap<string, string>> {
  const known = accountIds.filter((id): id is string => id !== null);
  return known.length > 0 ? queries.execute(new NamePayoutAccountsQuery(known)) : new Map();
}

/** The fundraiser as its administrators see it: summary, masked bank details, links, status and what `user` may do. */
export async function fundraiserDetail(
  em: EntityManager,
  queries: QueryBus,
  balances: LedgerBalances,
  user: AuthenticatedUser,
  fundraiser: Fundraiser,
  now: Date = new Date(),
): Promise<FundraiserDetail> {
  const [[summary], groupAccounts, names] = await Promise.all([
    summarise(em, balances, [fundraiser], now.getTime()),
    em.execute<{ payout_account_id: string | null }[]>(
      'select payout_account_id from fundraiser_groups where fundraiser_id = ?',
      [fundraiser.id],
    ),
    payoutAccountNames(queries, [fundraiser.payoutAccountId]),
  ]);
  if (!summary) throw new Error('summarise returned nothing for one fundraiser');
  return {
    ...summary,
    address: fundraiser.address,
    zip: fundraiser.zip,
    fundRaisingTaxId: fundraiser.taxId,
    fundRaisingRoutingNumber: maskBankNumber(fundraiser.routingNumber),
    fundRaisingAccountNumber: maskBankNumber(fundraiser.accountNumber),
    fundRaisingStripe: fundraiser.payoutAccountId,
    fundRaisingStripeName: fundraiser.payoutAccountId ? (names.get(fundraiser.payoutAccountId) ?? null) : null,
    statusMessage: fundraiserStatusMessage(
      {
        fundRaisingStartTime: summary.fundRaisingStartTime,
        fundRaisingEndTime: summary.fundRaisingEndTime,
        fundRaisingStripe: fundraiser.payoutAccountId,
        groupAccounts: groupAccounts.map((row) => row.payout_account_id),
      },
      now.getTime(),
    ),
    // The `pub_` codes: the browser builds /participant/signup/{code} and /admin/signup/{code} from them.
    participantInvitationLink: fundraiser.participantLinkCode ?? '',
    adminInvitationLink: fundraiser.adminLinkCode ?? '',
    participantInvitationLinkStatus: fundraiser.participantLinkActive,
    adminInvitationLinkStatus: fundraiser.adminLinkActive,
    primaryAdminId: fundraiser.primaryAdminId ?? '',
    fundRaisingStory: fundraiser.story,
    coverImage: fileUrl(fundraiser.coverFileId),
    slug: fundraiser.slug,
    permissions: fundraiserPermissions(user, fundraiser, now),
  };
}

/** The administrators who may run the fundraiser's organisation (identity answers; none for an orphan row). */
export async function organisationAdministrators(queries: QueryBus, fundraiser: Fundraiser): Promise<AdminRow[]> {
  return fundraiser.primaryAdminId
    ? queries.execute(new ListOrganisationAdministratorsQuery(fundraiser.primaryAdminId))
    : [];
}

const noTotals: MembershipTotals = { raisedCents: 0, cashEarnedCents: 0, tokens: 0 };

function personRow(card: PersonCard, totals: MembershipTotals): PersonRow {
  return {
    _id: card.id,
    firstName: card.firstName,
    lastName: card.lastName,
    fullName: `${card.firstName} ${card.lastName}`.trim(),
    email: card.email,
    phoneNo: card.phoneNo,
    totalDonations: totals.raisedCents,
    tokens: totals.tokens,
  };
}

export interface FundraiserPeople {
  /** Every participant, assigned to a group or not, by name. */
  participants: ParticipantRow[];
  /** Team members by the participant whose team they are on. */
  teamsOf: Map<string, PersonRow[]>;
}

/**
 * The fundraiser's participants and team members, named by identity (accounts no longer verified are left out),
 * with their totals and tokens from the ledger.
 */
export async function fundraiserPeople(
  em: EntityManager,
  queries: QueryBus,
  balances: LedgerBalances,
  fundraiserId: string,
): Promise<FundraiserPeople> {
  const memberships = await em.find(Membership, { fundraiserId }, { orderBy: { joinedAt: 'asc', id: 'asc' } });
  const [cards, totals] = await Promise.all([
    queries.execute(new GetPeopleQuery(memberships.map((membership) => membership.accountId))),
    balances.membershipTotals(memberships.map((membership) => membership.id)),
  ]);
  const people = new Map(cards.map((card) => [card.id, card]));
  const participants: ParticipantRow[] = [];
  const teamsOf = new Map<string, PersonRow[]>();
  for (const membership of memberships) {
    const card = people.get(membership.accountId);
    if (!card) continue;
    if (membership.role === 'participant') {
      participants.push({ ...personRow(card, totals.get(membership.id) ?? noTotals), groupId: membership.groupId });
    } else if (membership.participantId) {
      const team = teamsOf.get(membership.participantId) ?? [];
      team.push(personRow(card, totals.get(membership.id) ?? noTotals));
      teamsOf.set(membership.participantId, team);
    }
  }
  participants.sort((a, b) => a.fullName.localeCompare(b.fullName));
  return { participants, teamsOf };
}

/**
 * Groups as the dashboard shows them: goal, cause, raised (cents, by group id), payout account with its name (from
 * `accountNames`), admin, participants and team members.
 */
export function groupDetails(
  groups: readonly FundraiserGroup[],
  administrators: readonly AdminRow[],
  people: FundraiserPeople,
  raisedByGroup: ReadonlyMap<string, { raisedCents: number }>,
  accountNames: ReadonlyMap<string, string>,
): GroupDetail[] {
  const adminById = new Map(administrators.map((admin) => [admin._id, admin]));
  return groups.map((group) => {
    const participants = people.participants.filter((participant) => participant.groupId === group.id);
    return {
      _id: group.id,
      groupName: group.name,
      groupTarget: group.goalCents,
      groupCause: group.cause,
      groupTotalDonations: raisedByGroup.get(group.id)?.raisedCents ?? 0,
      stripe: group.payoutAccountId,
      stripeName: group.payoutAccountId ? (accountNames.get(group.payoutAccountId) ?? null) : null,
      admin: group.adminAccountId ? (adminById.get(group.adminAccountId) ?? null) : null,
      fundRaisingId: group.fundraiserId,
      participants,
      teamMember: participants.flatMap((participant) => people.teamsOf.get(participant._id) ?? []),
    };
  });
}

/** Groups of one fundraiser with their people, in the order they were created. */
export async function describeGroups(
  em: EntityManager,
  queries: QueryBus,
  balances: LedgerBalances,
  fundraiser: Fundraiser,
  groupIds?: readonly string[],
): Promise<GroupDetail[]> {
  const [groups, administrators, people] = await Promise.all([
    em.find(
      FundraiserGroup,
      groupIds ? { fundraiserId: fundraiser.id, id: { $in: [...groupIds] } } : { fundraiserId: fundraiser.id },
      { orderBy: { createdAt: 'asc', name: 'asc' } },
    ),
    organisationAdministrators(queries, fundraiser),
    fundraiserPeople(em, queries, balances, fundraiser.id),
  ]);
  const [raised, names] = await Promise.all([
    balances.groupTotals(groups.map((group) => group.id)),
    payoutAccountNames(
      queries,
      groups.map((group) => group.payoutAccountId),
    ),
  ]);
  return groupDetails(groups, administrators, people, raised, names);
}
