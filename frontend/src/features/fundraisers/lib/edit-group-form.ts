import { updateGroupSchema, type GroupDetail } from '@fundplay/contracts';
import { contractResolver } from './contract-resolver';
import { centsForSchema, centsToDollarsText, dollarsTextToCents } from './dollars';
import { groupGoalHint } from './group-goal-capacity';

export interface EditGroupValues {
  groupName: string;
  goalDollars: string;
  groupCause: string;
}

export function editGroupValuesOf(group: GroupDetail): EditGroupValues {
  return {
    groupName: group.groupName,
    goalDollars: group.groupTarget > 0 ? centsToDollarsText(group.groupTarget) : '',
    groupCause: group.groupCause,
  };
}

/**
 * Validates a group's name, goal and cause with updateGroupSchema, and the goal against what the fundraiser's goal
 * leaves after the other groups (spec §5 capacity).
 */
export function editGroupResolver(groupId: string, capacityCents: number) {
  return contractResolver(
    updateGroupSchema,
    ({ groupName, goalDollars, groupCause }: EditGroupValues) => ({
      groupId,
      groupName,
      groupTarget: goalDollars.trim() === '' ? 0 : centsForSchema(goalDollars),
      ...(groupCause.trim() ? { groupCause } : {}),
    }),
    {
      fieldOf: (path) => (path === 'groupTarget' ? 'goalDollars' : path),
      extraIssues: ({ goalDollars }) => {
        const goalCents = goalDollars.trim() === '' ? 0 : dollarsTextToCents(goalDollars);
        return goalCents > capacityCents ? [{ field: 'goalDollars', message: groupGoalHint(capacityCents) }] : [];
      },
    },
  );
}
