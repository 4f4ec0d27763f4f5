import { z } from 'zod';

// Who an account is: its role, and an administrator's privileges with how they combine.

/** Account roles (spec §1). `admin` is the primary admin; `secondaryAdmin` is called "administrator" in the UI. */
export const roles = ['admin', 'secondaryAdmin', 'participant', 'teamMember'] as const;
export type Role = (typeof roles)[number];

/** The six administrator privileges (spec §3), all false when absent. */
export const privilegeNames = [
  'fullAccess',
  'startNewFundraiser',
  'acceptStudentFund',
  'sendEmailAndTexts',
  'changeGoalsAndCause',
  'addNewAdministrator',
] as const;
export type PrivilegeName = (typeof privilegeNames)[number];
export type Privileges = Record<PrivilegeName, boolean>;

/** The privileges as the product names them, in the UI and in messages. */
export const privilegeLabels: Record<PrivilegeName, string> = {
  fullAccess: 'Full access',
  startNewFundraiser: 'Start new fundraiser',
  acceptStudentFund: 'Accept student funds',
  sendEmailAndTexts: 'Send emails and texts',
  changeGoalsAndCause: 'Change goals and cause',
  addNewAdministrator: 'Add new administrator',
};

export const noPrivileges = Object.freeze(
  Object.fromEntries(privilegeNames.map((name) => [name, false])) as Privileges,
);

/** Missing privileges are false; choosing all five others sets fullAccess, and fullAccess grants them all. */
export const privilegesSchema = z
  .object(
    Object.fromEntries(privilegeNames.map((name) => [name, z.boolean().default(false)])) as Record<
      PrivilegeName,
      z.ZodDefault<z.ZodBoolean>
    >,
  )
  .default({ ...noPrivileges })
  .transform((privileges): Privileges => normalisePrivileges(privileges as Privileges));

export function normalisePrivileges(privileges: Privileges): Privileges {
  const others = privilegeNames.filter((name) => name !== 'fullAccess');
  if (privileges.fullAccess || others.every((name) => privileges[name])) {
    return Object.fromEntries(privilegeNames.map((name) => [name, true])) as Privileges;
  }
  return { ...privileges, fullAccess: false };
}

/** Privileges in `wanted` that `held` does not include (fullAccess holds them all). */
export function privilegesBeyond(held: Privileges, wanted: Privileges): PrivilegeName[] {
  if (held.fullAccess) return [];
  return privilegeNames.filter((name) => wanted[name] && !held[name]);
}
