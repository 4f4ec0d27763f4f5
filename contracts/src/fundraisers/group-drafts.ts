import { z } from 'zod';
import { emailField } from '../site';
import { causeField, groupGoalCentsField, groupNameField } from './fields';
import { fundraiserLimits, fundraiserMessages } from './status';

// The parts of a new group that creating a fundraiser and creating groups share. Internal: index.ts does not
// re-export this file, so the package's contract stays the schemas built from them.

/** A new group's fields, before it belongs to a fundraiser. */
export const newGroupFields = {
  groupName: groupNameField,
  /** The group's admin: an approved administrator of the fundraiser; empty for none. */
  adminEmail: z.union([z.literal(''), emailField('Admin email')]).optional(),
  groupTarget: groupGoalCentsField.optional(),
  /** The spec's alias of groupTarget. */
  groupGoal: groupGoalCentsField.optional(),
  groupCause: z.union([z.literal(''), causeField]).optional(),
};

/** A new group of a fundraiser being created: createGroups' draft without the fundraiser. */
export const newGroupDraft = z
  .object(newGroupFields)
  .transform(({ groupGoal, groupTarget, ...group }) => ({ ...group, groupTarget: groupTarget ?? groupGoal ?? 0 }));

export const groupsField = <T extends z.ZodType>(draft: T) =>
  z
    .array(draft, { error: 'Add at least one group' })
    .max(fundraiserLimits.maxGroupsPerRequest, `Create at most ${fundraiserLimits.maxGroupsPerRequest} groups at once`);

/** Group names are unique per fundraiser, ignoring case: the later of two equal names is pointed out. */
export function checkGroupNamesUnique(groups: readonly { groupName: string }[], ctx: z.RefinementCtx) {
  const names = groups.map((group) => group.groupName.toLowerCase());
  names.forEach((name, index) => {
    if (names.indexOf(name) !== index) {
      ctx.addIssue({
        code: 'custom',
        path: ['groups', index, 'groupName'],
        message: fundraiserMessages.groupNamesUnique,
      });
    }
  });
}
