import { z } from 'zod';
import { causeField, fundRaisingIdField, groupGoalCentsField, groupIdField, groupNameField } from './fields';
import { checkGroupNamesUnique, groupsField, newGroupDraft, newGroupFields } from './group-drafts';

// Requests about a fundraiser's groups: the wizard's groups step, create, update, assign a participant, change the
// group's admin.

const uuid = (message: string) => z.string({ error: message }).uuid(message);

/** The groups of a fundraiser being created, checked on their own (the wizard's groups step). */
export const newGroupsSchema = z
  .object({ groups: groupsField(newGroupDraft).min(1, 'Add at least one group') })
  .superRefine(({ groups }, ctx) => checkGroupNamesUnique(groups, ctx));
export type NewGroupsRequest = z.input<typeof newGroupsSchema>;

const groupDraft = z
  .object({ ...newGroupFields, fundRaisingId: fundRaisingIdField })
  .transform(({ groupGoal, groupTarget, ...group }) => ({ ...group, groupTarget: groupTarget ?? groupGoal ?? 0 }));

/** POST /api/groupRoutes/createGroups */
export const createGroupsSchema = z
  .object({ groups: groupsField(groupDraft).min(1, 'Add at least one group') })
  .superRefine(({ groups }, ctx) => {
    checkGroupNamesUnique(groups, ctx);
    if (new Set(groups.map((group) => group.fundRaisingId)).size > 1) {
      ctx.addIssue({ code: 'custom', path: ['groups'], message: 'All groups must belong to one fundraiser' });
    }
  });
export type CreateGroupsRequest = z.input<typeof createGroupsSchema>;

/** PUT /api/groupRoutes/updateGroup */
export const updateGroupSchema = z.object({
  groupId: groupIdField,
  groupName: groupNameField.optional(),
  groupTarget: groupGoalCentsField.optional(),
  groupCause: causeField.optional(),
  /** A verified payout account (`acct_…`) of the caller's to pay this group's donations into. */
  stripe: z
    .string()
    .trim()
    .regex(/^acct_[A-Za-z0-9]{4,64}$/, 'Choose a payout account')
    .optional(),
});
export type UpdateGroupRequest = z.input<typeof updateGroupSchema>;

export const groupIdQuerySchema = z.object({ groupId: groupIdField });

/** PUT /api/groupRoutes/assignParticipantToGroup */
export const assignParticipantSchema = z.object({ groupId: groupIdField, participantId: uuid('Choose a participant') });

/** PUT /api/groupRoutes/updateGroupAdmin */
export const updateGroupAdminSchema = z.object({ groupId: groupIdField, adminId: uuid('Choose an administrator') });
