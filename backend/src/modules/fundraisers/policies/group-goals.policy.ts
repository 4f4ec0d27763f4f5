import { fundraiserMessages } from '@fundplay/contracts';

/*
 * spec §5: a group's goal may not exceed what the fundraiser goal leaves after the other groups' goals, and the
 * fundraiser goal may not drop below the sum of its groups' goals. All amounts in cents. A fundraiser goal of 0
 * means "not set yet" (the wizard asks for groups before the goal): any group goals go, and the goal step must
 * then cover them.
 */

/** The largest goal a group may have, in cents; null when the fundraiser has no goal yet. */
export function groupGoalCapacity(fundraiserGoalCents: number, otherGroupsGoalCents: number): number | null {
  if (fundraiserGoalCents <= 0) return null;
  return Math.max(0, fundraiserGoalCents - otherGroupsGoalCents);
}

/** Why a group goal does not fit (the spec's hint), or null when it does. */
export function groupGoalProblem(
  fundraiserGoalCents: number,
  otherGroupsGoalCents: number,
  groupGoalCents: number,
): string | null {
  const capacity = groupGoalCapacity(fundraiserGoalCents, otherGroupsGoalCents);
  if (capacity === null || groupGoalCents <= capacity) return null;
  const wholeDollars = (capacity - (capacity % 100)) / 100;
  return wholeDollars === 0 ? fundraiserMessages.groupGoalAtCapacity : fundraiserMessages.groupGoalAtMost(wholeDollars);
}

/** Why a new fundraiser goal does not fit its groups, or null when it does. */
export function fundraiserGoalProblem(goalCents: number, groupGoalsCents: number): string | null {
  return goalCents < groupGoalsCents ? fundraiserMessages.goalBelowGroups : null;
}
