import { fundraiserMessages, type AdminRow } from '@fundplay/contracts';
import { DomainError } from '../../../platform/http/domain-error';
import { groupGoalProblem } from '../policies/group-goals.policy';

interface GroupDraftToCheck {
  adminEmail?: string;
  groupTarget: number;
}

/**
 * The account id of each new group's admin (null for none), by the administrators of the fundraiser's organisation;
 * a 400 on every `groups.<i>.adminEmail` that names nobody of theirs. Shared by createGroups and createFundRaising.
 */
export function groupAdminIds(administrators: readonly AdminRow[], groups: readonly GroupDraftToCheck[]) {
  const adminIdByEmail = new Map(administrators.map((admin) => [admin.email.toLowerCase(), admin._id]));
  const unknownAdmins = groups.flatMap((group, index) =>
    group.adminEmail && !adminIdByEmail.has(group.adminEmail.toLowerCase()) ? [`groups.${index}.adminEmail`] : [],
  );
  if (unknownAdmins.length > 0) {
    throw new DomainError(
      'invalid',
      fundraiserMessages.groupAdminUnknown,
      Object.fromEntries(unknownAdmins.map((field) => [field, [fundraiserMessages.groupAdminUnknown]])),
    );
  }
  return groups.map((group) =>
    group.adminEmail ? (adminIdByEmail.get(group.adminEmail.toLowerCase()) ?? null) : null,
  );
}

/**
 * spec §5: new groups' goals fit in what the fundraiser goal leaves after `allocatedCents` (its other groups'
 * goals); a 400 on the first `groups.<i>.groupTarget` that does not.
 */
export function assertGroupGoalsFit(goalCents: number, allocatedCents: number, groups: readonly GroupDraftToCheck[]) {
  let allocated = allocatedCents;
  groups.forEach((group, index) => {
    const problem = groupGoalProblem(goalCents, allocated, group.groupTarget);
    if (problem) throw new DomainError('invalid', problem, { [`groups.${index}.groupTarget`]: [problem] });
    allocated += group.groupTarget;
  });
}
