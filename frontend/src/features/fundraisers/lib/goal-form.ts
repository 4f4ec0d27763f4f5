import { causeField, fundraiserMessages, goalCentsField } from '@fundplay/contracts';
import { z } from 'zod';
import { contractResolver } from './contract-resolver';
import { centsForSchema, dollarsTextToCents } from './dollars';

export interface GoalFormValues {
  goalDollars: string;
}

const goalSchema = z.object({ fundRaisingGoal: goalCentsField });

/** A fundraiser goal: at least $10, whole dollars, and at least the sum of its groups' goals (spec §5). */
export function goalResolver(groupGoalsSumCents: number) {
  return contractResolver(
    goalSchema,
    ({ goalDollars }: GoalFormValues) => ({
      fundRaisingGoal: goalDollars.trim() === '' ? undefined : centsForSchema(goalDollars),
    }),
    {
      fieldOf: () => 'goalDollars',
      extraIssues: ({ goalDollars }) => {
        const goalCents = dollarsTextToCents(goalDollars);
        return goalCents < groupGoalsSumCents
          ? [{ field: 'goalDollars', message: fundraiserMessages.goalBelowGroups }]
          : [];
      },
    },
  );
}

export interface CauseFormValues {
  fundRaisingCause: string;
}

export const causeSchema = z.object({ fundRaisingCause: causeField });
