import { badgeKeys, type BadgeKey } from '@fundplay/contracts';

/*
 * The six badges of the spec (§4 "Achievements"), each with a written criterion that jobs check against events
 * and the ledger. Every threshold lives here, beside the words a participant reads; nothing else decides.
 * Badges are per membership (a participant or a team member in one fundraiser) and, once earned, stay earned.
 */

/** First Donation: one credited gift. */
export const FIRST_DONATION_GIFTS = 1;
/** Milestone Master: the steps of the personal share shown on the way, in percent; the badge is the last one. */
export const MILESTONE_STEPS_PERCENT = [25, 50, 100] as const;
export const MILESTONE_PERCENT = 100;
/** Team Leader: this many of the participant's team members with a verified compete run. */
export const TEAM_LEADER_PLAYERS = 3;
/** Top Fundraiser: first place when the fundraiser ends. */
export const TOP_FUNDRAISER_PLACE = 1;
/** Social Sharer: this many different donors (by email) gave through the participant's referral link. */
export const SOCIAL_SHARER_DONORS = 5;
/** Community Star: this many tokens shared with team members in total. */
export const COMMUNITY_STAR_TOKENS = 10;

/** The kind of membership a badge board belongs to. */
export type BadgeEarner = 'participant' | 'teamMember';

export interface BadgeRule {
  key: BadgeKey;
  name: string;
  /** What earns it, shown to participants. */
  description: string;
  /** Progress counts up to this; reaching it earns the badge. */
  target: number;
  /** Whose own membership can earn it: a board shows no badge its holder could never earn. */
  earnedBy: readonly BadgeEarner[];
}

/*
 * Every badge today is a participant's: gifts, raises and referral links are credited to participants, only
 * participants share tokens and have a team, and a team member's verified run counts toward their participant's
 * Team Leader, not for themselves.
 */
const participantsOnly: readonly BadgeEarner[] = ['participant'];

export const badgeRules: Readonly<Record<BadgeKey, BadgeRule>> = {
  topFundraiser: {
    key: 'topFundraiser',
    name: 'Top Fundraiser',
    description: 'Raise the most of all participants by the time the fundraiser ends.',
    target: TOP_FUNDRAISER_PLACE,
    earnedBy: participantsOnly,
  },
  teamLeader: {
    key: 'teamLeader',
    name: 'Team Leader',
    description: `Get ${TEAM_LEADER_PLAYERS} of your team members to play a verified game in this fundraiser.`,
    target: TEAM_LEADER_PLAYERS,
    earnedBy: participantsOnly,
  },
  firstDonation: {
    key: 'firstDonation',
    name: 'First Donation',
    description: 'Receive your first donation through your link or from your fundraiser’s admins.',
    target: FIRST_DONATION_GIFTS,
    earnedBy: participantsOnly,
  },
  communityStar: {
    key: 'communityStar',
    name: 'Community Star',
    description: `Share ${COMMUNITY_STAR_TOKENS} tokens with your team members.`,
    target: COMMUNITY_STAR_TOKENS,
    earnedBy: participantsOnly,
  },
  milestoneMaster: {
    key: 'milestoneMaster',
    name: 'Milestone Master',
    description:
      'Raise your whole share of the goal (your group’s goal, or the fundraiser’s, divided among its participants), ' +
      `passing ${MILESTONE_STEPS_PERCENT.slice(0, -1).join('% and ')}% on the way.`,
    target: MILESTONE_PERCENT,
    earnedBy: participantsOnly,
  },
  socialSharer: {
    key: 'socialSharer',
    name: 'Social Sharer',
    description: `Get donations from ${SOCIAL_SHARER_DONORS} different people through your referral link.`,
    target: SOCIAL_SHARER_DONORS,
    earnedBy: participantsOnly,
  },
};

/** The rules in the order every badge board shows them. */
export const badgeRuleList: readonly BadgeRule[] = badgeKeys.map((key) => badgeRules[key]);

/** The rules a member of this kind can earn, in the board's order. */
export function badgeRulesFor(earner: BadgeEarner): readonly BadgeRule[] {
  return badgeRuleList.filter((rule) => rule.earnedBy.includes(earner));
}

/** Whether a progress count earns the badge. */
export function meetsBadge(key: BadgeKey, current: number): boolean {
  return current >= badgeRules[key].target;
}

/** Progress as a board shows it: never negative, never past the target. */
export function badgeProgress(key: BadgeKey, current: number): { current: number; target: number } {
  const { target } = badgeRules[key];
  return { current: Math.min(Math.max(0, Math.floor(current)), target), target };
}

/** What the personal share is divided from: the fundraiser's goal and participants, and the group's if in one. */
export interface ShareBasis {
  fundraiser: { goalCents: number; participants: number };
  group: { goalCents: number; participants: number } | null;
}

/**
 * A participant's personal share of the goal, in cents: their group's goal divided among its participants when
 * the group has a goal, else the fundraiser's goal divided among all its participants (rounded down, at least 1
 * cent). Null while there is no goal to share.
 */
export function personalShareCents({ fundraiser, group }: ShareBasis): number | null {
  const basis = group && group.goalCents > 0 ? group : fundraiser;
  if (basis.goalCents <= 0) return null;
  const participants = Math.max(1, basis.participants);
  return Math.max(1, Math.floor(basis.goalCents / participants));
}

/** How much of the personal share is raised, in whole percent from 0 to 100 (0 while there is no share). */
export function milestonePercent(raisedCents: number, shareCents: number | null): number {
  if (shareCents === null || shareCents <= 0 || raisedCents <= 0) return 0;
  return Math.min(MILESTONE_PERCENT, Math.floor((raisedCents * 100) / shareCents));
}

/** The last milestone step passed (25, 50 or 100), or 0 before the first. */
export function milestoneStep(percent: number): number {
  return MILESTONE_STEPS_PERCENT.filter((step) => percent >= step).at(-1) ?? 0;
}
