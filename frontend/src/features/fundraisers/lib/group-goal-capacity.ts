import { fundraiserMessages } from '@fundplay/contracts';

/** spec §5: a group's goal may use what the fundraiser goal leaves after the other groups' goals. */
export function groupGoalCapacityCents(fundraiserGoalCents: number, otherGroupGoalsCents: readonly number[]): number {
  const taken = otherGroupGoalsCents.reduce((sum, goalCents) => sum + goalCents, 0);
  return Math.max(0, fundraiserGoalCents - taken);
}

/** The hint beside a group goal: how much is left, or that the fundraiser goal must grow first. */
export function groupGoalHint(capacityCents: number): string {
  if (capacityCents <= 0) return fundraiserMessages.groupGoalAtCapacity;
  const cents = capacityCents % 100;
  return fundraiserMessages.groupGoalAtMost((capacityCents - cents) / 100);
}

export function sumOfGroupGoalsCents(groups: readonly { groupTarget: number }[]): number {
  return groups.reduce((sum, group) => sum + group.groupTarget, 0);
}
