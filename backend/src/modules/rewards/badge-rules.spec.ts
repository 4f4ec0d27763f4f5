import { badgeKeys } from '@fundplay/contracts';
import {
  badgeProgress,
  badgeRuleList,
  badgeRules,
  badgeRulesFor,
  COMMUNITY_STAR_TOKENS,
  meetsBadge,
  milestonePercent,
  milestoneStep,
  personalShareCents,
  SOCIAL_SHARER_DONORS,
  TEAM_LEADER_PLAYERS,
} from './badge-rules';

describe('badge rules', () => {
  it('describes the spec’s six badges, in the board’s order, each with words and a target', () => {
    expect(badgeRuleList.map((rule) => rule.key)).toEqual([...badgeKeys]);
    expect(badgeRuleList.map((rule) => rule.name)).toEqual([
      'Top Fundraiser',
      'Team Leader',
      'First Donation',
      'Community Star',
      'Milestone Master',
      'Social Sharer',
    ]);
    for (const rule of badgeRuleList) {
      expect(rule.description.length).toBeGreaterThan(20);
      expect(rule.target).toBeGreaterThan(0);
    }
    expect(badgeRules.teamLeader.description).toContain(String(TEAM_LEADER_PLAYERS));
    expect(badgeRules.socialSharer.description).toContain(String(SOCIAL_SHARER_DONORS));
    expect(badgeRules.communityStar.description).toContain(String(COMMUNITY_STAR_TOKENS));
    expect(badgeRules.milestoneMaster.description).toContain('25% and 50%');
  });

  it('offers participants all six badges and team members none, since no team member action earns one', () => {
    expect(badgeRulesFor('participant').map((rule) => rule.key)).toEqual([...badgeKeys]);
    expect(badgeRulesFor('teamMember')).toEqual([]);
  });

  it('earns each badge exactly at its threshold', () => {
    const thresholds = {
      topFundraiser: 1,
      teamLeader: 3,
      firstDonation: 1,
      communityStar: 10,
      milestoneMaster: 100,
      socialSharer: 5,
    } as const;
    for (const key of badgeKeys) {
      expect(meetsBadge(key, thresholds[key] - 1)).toBe(false);
      expect(meetsBadge(key, thresholds[key])).toBe(true);
      expect(meetsBadge(key, thresholds[key] + 7)).toBe(true);
    }
  });

  it('shows progress between 0 and the target', () => {
    expect(badgeProgress('communityStar', 4)).toEqual({ current: 4, target: 10 });
    expect(badgeProgress('communityStar', 25)).toEqual({ current: 10, target: 10 });
    expect(badgeProgress('teamLeader', -2)).toEqual({ current: 0, target: 3 });
    expect(badgeProgress('socialSharer', 2.9)).toEqual({ current: 2, target: 5 });
  });

  describe('the personal share of the goal', () => {
    it('divides the group’s goal among its participants when the group has one', () => {
      expect(
        personalShareCents({
          fundraiser: { goalCents: 1_000_000, participants: 40 },
          group: { goalCents: 200_000, participants: 8 },
        }),
      ).toBe(25_000);
    });

    it('falls back to the fundraiser’s goal among all its participants outside a group or without a group goal', () => {
      const fundraiser = { goalCents: 100_000, participants: 3 };
      expect(personalShareCents({ fundraiser, group: null })).toBe(33_333);
      expect(personalShareCents({ fundraiser, group: { goalCents: 0, participants: 2 } })).toBe(33_333);
    });

    it('has no share while there is no goal, and at least one cent otherwise', () => {
      expect(personalShareCents({ fundraiser: { goalCents: 0, participants: 3 }, group: null })).toBeNull();
      expect(personalShareCents({ fundraiser: { goalCents: 5, participants: 10 }, group: null })).toBe(1);
      expect(personalShareCents({ fundraiser: { goalCents: 500, participants: 0 }, group: null })).toBe(500);
    });
  });

  it('measures the raise against the share in whole percent, capped at 100, with 25/50/100 steps', () => {
    expect(milestonePercent(0, 10_000)).toBe(0);
    expect(milestonePercent(2_499, 10_000)).toBe(24);
    expect(milestonePercent(2_500, 10_000)).toBe(25);
    expect(milestonePercent(9_999, 10_000)).toBe(99);
    expect(milestonePercent(10_000, 10_000)).toBe(100);
    expect(milestonePercent(35_000, 10_000)).toBe(100);
    expect(milestonePercent(5_000, null)).toBe(0);
    expect([0, 24, 25, 49, 50, 99, 100].map(milestoneStep)).toEqual([0, 0, 25, 25, 50, 50, 100]);
  });
});
