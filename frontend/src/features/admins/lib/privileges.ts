import {
  normalisePrivileges,
  privilegeLabels,
  privilegeNames,
  type PrivilegeName,
  type Privileges,
} from '@fundplay/contracts';

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

/** What a set of privileges grants, in words: "Full access", the granted names, or "No privileges". */
export function describePrivileges(privileges: Privileges): string {
  const normalised = normalisePrivileges({ ...allPrivileges(false), ...privileges });
  if (normalised.fullAccess) return privilegeLabels.fullAccess;
  const granted = privilegeNames.filter((name) => normalised[name]).map((name) => privilegeLabels[name]);
  return granted.length > 0 ? granted.join(', ') : 'No privileges';
}
