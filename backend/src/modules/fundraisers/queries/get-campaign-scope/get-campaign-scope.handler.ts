import {
  fundraiserStatus,
  groupPayoutSource,
  type CampaignClosedReason,
  type CampaignGroup,
  campaignLimits,
} from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { integerFromDb } from '../../../../platform/database/integer-from-db';
import { GetPeopleQuery } from '../../../identity/queries/get-people/get-people.query';
import { ListMinorsQuery } from '../../../identity/queries/list-minors/list-minors.query';
import { LedgerBalances } from '../../../ledger/ledger-balances';
import {
  defaultPersonalGoalCents,
  photoApprovalOf,
  photoShows,
  publicDisplayName,
} from '../../domain/campaign-profile';
import { fileUrl } from '../../read-models/fundraiser-views';
import { GetCampaignScopeQuery, type CampaignScope } from './get-campaign-scope.query';

interface ScopeRow {
  kind: CampaignScope['kind'];
  code: string;
  fundraiser_id: string;
  fund_raising_name: string;
  slug: string;
  cause: string;
  story: string | null;
  logo_file_id: string | null;
  cover_file_id: string | null;
  goal_cents: string;
  starts_at: Date;
  ends_at: Date;
  payout_account_id: string | null;
  fundraiser_code: string | null;
  group_id: string | null;
  membership_id: string | null;
  participant_account_id: string | null;
  why_raising: string | null;
  personal_goal_cents: string | null;
  photo_file_id: string | null;
  show_photo: boolean | null;
  show_message: boolean | null;
  photo_approved_at: Date | null;
  groups: { id: string; name: string; goal: string; code: string | null; account: string | null }[];
  participants: { id: string; account: string; group: string | null }[];
  sponsors: { id: string; name: string; logo: string | null; website: string }[];
}

/** Candidates read for the top participants: a few spare in case one's account is no longer verified. */
const TOP_CANDIDATES = campaignLimits.topParticipants * 2;

/**
 * One statement finds the code (or slug) with its fundraiser, group, credited participant and their page settings,
 * every group with its code, the fundraiser's participants and its business sponsors. Then, side by side, the
 * ledger's totals (fundraiser, groups, participants, sponsors); then identity's names and ages of the few people
 * shown. Three round trips whatever the page.
 */
@QueryHandler(GetCampaignScopeQuery)
export class GetCampaignScopeHandler implements IQueryHandler<GetCampaignScopeQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly balances: LedgerBalances,
  ) {}

  async execute({ by }: GetCampaignScopeQuery): Promise<CampaignScope | null> {
    const row = await this.find(by);
    if (!row) return null;
    const now = Date.now();
    const scopeParticipants =
      row.kind === 'group'
        ? row.participants.filter((participant) => participant.group === row.group_id)
        : row.participants;
    const [totals, participantTotals, sponsorTotals] = await Promise.all([
      this.balances.fundraiserTotals([row.fundraiser_id]),
      this.balances.membershipTotals([
        ...scopeParticipants.map((participant) => participant.id),
        ...(row.membership_id ? [row.membership_id] : []),
      ]),
      this.balances.sponsorTotals(row.sponsors.map((sponsor) => sponsor.id)),
    ]);
    const raisedOf = (membershipId: string) => participantTotals.get(membershipId)?.raisedCents ?? 0;
    const candidates = scopeParticipants
      .map((participant) => ({ ...participant, raised: raisedOf(participant.id) }))
      .filter((participant) => participant.raised > 0)
      .sort((a, b) => b.raised - a.raised || a.id.localeCompare(b.id))
      .slice(0, TOP_CANDIDATES);
    const participantAccount = row.participant_account_id;
    const [people, minors] = await Promise.all([
      this.queries.execute(
        new GetPeopleQuery([
          ...candidates.map((candidate) => candidate.account),
          ...(participantAccount ? [participantAccount] : []),
        ]),
      ),
      participantAccount ? this.queries.execute(new ListMinorsQuery([participantAccount])) : new Set<string>(),
    ]);
    const cards = new Map(people.map((card) => [card.id, card]));

    const fundraiserTotals = totals.get(row.fundraiser_id);
    const groupRaised = fundraiserTotals?.groupRaisedCents ?? {};
    const groups: CampaignGroup[] = row.groups.map((group) => ({
      _id: group.id,
      groupName: group.name,
      groupTarget: integerFromDb(group.goal),
      groupTotalDonations: groupRaised[group.id] ?? 0,
      code: group.code,
    }));
    const group = groups.find((candidate) => candidate._id === row.group_id) ?? null;
    const start = new Date(row.starts_at).getTime();
    const end = new Date(row.ends_at).getTime();

    let participant: CampaignScope['participant'] = null;
    if (row.kind === 'participant') {
      const card = participantAccount ? cards.get(participantAccount) : undefined;
      // A code whose participant's account is gone (or no longer verified) resolves like an unknown one.
      if (!card || !row.membership_id) return null;
      const sharing = group
        ? { goal: group.groupTarget, among: row.participants.filter((other) => other.group === group._id).length }
        : { goal: integerFromDb(row.goal_cents), among: row.participants.length };
      const approval = photoApprovalOf(minors.has(card.id), row.photo_approved_at);
      participant = {
        _id: card.id,
        displayName: publicDisplayName(card.firstName, card.lastName),
        firstName: card.firstName,
        photo: photoShows({ photoFileId: row.photo_file_id, showPhoto: row.show_photo ?? false }, approval)
          ? fileUrl(row.photo_file_id)
          : null,
        whyRaising: row.show_message && row.why_raising ? row.why_raising : null,
        goal:
          row.personal_goal_cents !== null
            ? integerFromDb(row.personal_goal_cents)
            : defaultPersonalGoalCents(sharing.goal, sharing.among),
        raised: raisedOf(row.membership_id),
      };
    }

    return {
      kind: row.kind,
      code: row.code,
      fundraiser: {
        _id: row.fundraiser_id,
        fundRaisingName: row.fund_raising_name,
        slug: row.slug,
        fundRaisingCause: row.cause,
        story: row.story,
        fundRaisingImage: fileUrl(row.logo_file_id),
        coverImage: fileUrl(row.cover_file_id),
        fundRaisingGoal: integerFromDb(row.goal_cents),
        totalFunding: fundraiserTotals?.raisedCents ?? 0,
        fundRaisingStartTime: start,
        fundRaisingEndTime: end,
        status: fundraiserStatus(
          {
            fundRaisingStartTime: start,
            fundRaisingEndTime: end,
            fundRaisingStripe: row.payout_account_id,
            groupAccounts: row.groups.map((candidate) => candidate.account),
          },
          now,
        ),
        code: row.fundraiser_code ?? row.code,
      },
      closedReason: closedReason(row, now),
      group,
      participant,
      groups,
      topParticipants: candidates
        .flatMap((candidate) => {
          const card = cards.get(candidate.account);
          return card
            ? [{ displayName: publicDisplayName(card.firstName, card.lastName), raised: candidate.raised }]
            : [];
        })
        .slice(0, campaignLimits.topParticipants),
      sponsors: row.sponsors
        // Anyone may add a sponsor on the way to paying: only a sponsorship that went through is shown in public.
        .filter((sponsor) => (sponsorTotals.get(sponsor.id)?.raisedCents ?? 0) > 0)
        .map((sponsor) => ({
          _id: sponsor.id,
          businessName: sponsor.name,
          businessImage: fileUrl(sponsor.logo),
          websiteUrl: sponsor.website || null,
        })),
      wall: { fundraiserId: row.fundraiser_id, groupId: row.group_id, participantId: row.membership_id },
    };
  }

  private async find(by: GetCampaignScopeQuery['by']): Promise<ScopeRow | null> {
    // By slug: the fundraiser's own code stands for its page.
    const [target, parameter] =
      'code' in by
        ? ['t.code = ?', by.code]
        : [`t.kind = 'fundraiser' and t.fundraiser_id = (select id from fundraisers where slug = ?)`, by.slug];
    const [row] = await this.em.fork().execute<ScopeRow[]>(
      `select t.kind, t.code, f.id as fundraiser_id, f.fund_raising_name, f.slug, f.cause, f.story, f.logo_file_id,
              f.cover_file_id, f.goal_cents, f.starts_at, f.ends_at, f.payout_account_id,
              (select fc.code from referral_codes fc where fc.fundraiser_id = f.id and fc.kind = 'fundraiser')
                as fundraiser_code,
              g.id as group_id,
              m.id as membership_id, m.account_id as participant_account_id, m.why_raising, m.personal_goal_cents,
              m.photo_file_id, m.show_photo, m.show_message, m.photo_approved_at,
              coalesce((select json_agg(json_build_object('id', gg.id, 'name', gg.name, 'goal', gg.goal_cents::text,
                                                          'code', gc.code, 'account', gg.payout_account_id)
                                        order by gg.created_at, gg.name)
                          from fundraiser_groups gg
                          left join referral_codes gc on gc.group_id = gg.id and gc.kind = 'group'
                         where gg.fundraiser_id = f.id), '[]'::json) as groups,
              coalesce((select json_agg(json_build_object('id', pm.id, 'account', pm.account_id, 'group', pm.group_id))
                          from fundraiser_memberships pm
                         where pm.fundraiser_id = f.id and pm.role = 'participant'), '[]'::json) as participants,
              coalesce((select json_agg(json_build_object('id', s.id, 'name', s.business_name, 'logo', s.logo_file_id,
                                                          'website', s.website_url)
                                        order by s.created_at desc, s.id desc)
                          from sponsors s
                         where s.fundraiser_id = f.id and s.type = 'business'), '[]'::json) as sponsors
         from referral_codes t
         join fundraisers f on f.id = t.fundraiser_id
         left join fundraiser_groups g on g.id = t.group_id and g.fundraiser_id = f.id
         left join fundraiser_memberships m
           on t.kind = 'participant' and m.fundraiser_id = f.id and m.account_id = t.participant_id
          and m.role = 'participant'
        where ${target} and (t.kind <> 'participant' or m.id is not null)`,
      [parameter],
    );
    return row ?? null;
  }
}

/**
 * Why a gift through this page's code would be refused now, by the rule the donation start applies: not started,
 * ended, or no payout account where the gift settles (the code's group's, else the fundraiser's). Accounts are
 * verified when they are linked.
 */
function closedReason(row: ScopeRow, now: number): CampaignClosedReason | null {
  if (now < new Date(row.starts_at).getTime()) return 'notStarted';
  if (now >= new Date(row.ends_at).getTime()) return 'ended';
  const groupAccount = row.groups.find((group) => group.id === row.group_id)?.account ?? null;
  return groupPayoutSource(groupAccount, row.payout_account_id) ? null : 'noPayoutAccount';
}
