import { normalisePrivileges, privilegeNames, type PrivilegeName, type Privileges } from '@fundplay/contracts';

export const privilegeLabels: Record<PrivilegeName, string> = {
  fullAccess: 'Full access',
  startNewFundraiser: 'Start new fundraiser',
  acceptStudentFund: 'Accept student funds',
  sendEmailAndTexts: 'Send emails and texts',
  changeGoalsAndCause: 'Change goals and cause',
  addNewAdministrator: 'Add new administrator',
};

export function allPrivileges(granted: boolean): Privileges {
  return Object.fromEntries(privilegeNames.map((name) => [name, granted])) as Privileges;
}

/**
 * One checkbox changed (spec §6): full access grants or withdraws everything; choosing the last of the other
 * five sets full access, and withdrawing any of them clears it.
 */
export function togglePrivilege(current: Privileges, name: PrivilegeName, granted: boolean): Privileges {
  if (name === 'fullAccess') return allPrivileges(granted);
  return normalisePrivileges({ ...current, [name]: granted, fullAccess: false });
}

export function samePrivileges(a: Privileges, b: Privileges): boolean {
  return privilegeNames.every((name) => a[name] === b[name]);
}
