import {
  createGroupsSchema,
  newGroupsSchema,
  type CreateFundraiserRequest,
  type CreateGroupsRequest,
} from '@fundplay/contracts';
import { contractResolver, type FormIssue } from './contract-resolver';
import { centsForSchema, dollarsTextToCents } from './dollars';
import { groupGoalHint } from './group-goal-capacity';

export interface GroupDraftValues {
  groupName: string;
  /** Optional; empty means no goal of its own. */
  goalDollars: string;
  groupCause: string;
}

export interface GroupDraftsFormValues {
  groups: GroupDraftValues[];
}

export const emptyGroupDraft: GroupDraftValues = { groupName: '', goalDollars: '', groupCause: '' };

export function draftGoalCents(draft: Pick<GroupDraftValues, 'goalDollars'>): number {
  return draft.goalDollars.trim() === '' ? 0 : dollarsTextToCents(draft.goalDollars);
}

export function toCreateGroupsRequest(fundRaisingId: string, { groups }: GroupDraftsFormValues): CreateGroupsRequest {
  return {
    groups: groups.map((draft) => ({
      groupName: draft.groupName,
      groupTarget: draft.goalDollars.trim() === '' ? 0 : centsForSchema(draft.goalDollars),
      groupCause: draft.groupCause.trim(),
      fundRaisingId,
    })),
  };
}

function groupField(requestPath: string): string {
  return requestPath.replace(/\.groupTarget$/, '.goalDollars');
}

/** What the schema cannot say: goals beyond what the fundraiser's goal leaves (when it has one). */
export function groupDraftIssues({ groups }: GroupDraftsFormValues, capacityCents?: number): FormIssue[] {
  const issues: FormIssue[] = [];
  if (capacityCents === undefined) return issues;
  let remaining = capacityCents;
  groups.forEach((draft, index) => {
    const goalCents = draftGoalCents(draft);
    if (Number.isNaN(goalCents)) return;
    if (goalCents > remaining) {
      issues.push({ field: `groups.${index}.goalDollars`, message: groupGoalHint(remaining) });
    }
    remaining = Math.max(0, remaining - goalCents);
  });
  return issues;
}

/**
 * Validates new groups with createGroupsSchema (names 2–100 characters and unique). `capacityCents`, when the
 * fundraiser already has a goal, is what its goal leaves for new groups.
 */
export function groupDraftsResolver(fundRaisingId: string, capacityCents?: number) {
  return contractResolver(
    createGroupsSchema,
    (values: GroupDraftsFormValues) => toCreateGroupsRequest(fundRaisingId, values),
    { fieldOf: groupField, extraIssues: (values) => groupDraftIssues(values, capacityCents) },
  );
}

/** The groups of a fundraiser being created, as createFundRaising takes them (no fundraiser id yet). */
export function toNewGroups({ groups }: GroupDraftsFormValues): NonNullable<CreateFundraiserRequest['groups']> {
  return groups.map((draft) => ({
    groupName: draft.groupName,
    groupTarget: draft.goalDollars.trim() === '' ? 0 : centsForSchema(draft.goalDollars),
    groupCause: draft.groupCause.trim(),
  }));
}

/**
 * Validates the wizard's groups with newGroupsSchema (the rules of createGroups, without a fundraiser yet).
 * `capacityCents` is what the goal chosen already leaves for them, when there is one.
 */
export function newGroupDraftsResolver(capacityCents?: number) {
  return contractResolver(newGroupsSchema, (values: GroupDraftsFormValues) => ({ groups: toNewGroups(values) }), {
    fieldOf: groupField,
    extraIssues: (values) => groupDraftIssues(values, capacityCents),
  });
}

/** A server's field path for a group (`groups.1.groupTarget`) as the form's (`groups.1.goalDollars`). */
export const groupFormField = groupField;
