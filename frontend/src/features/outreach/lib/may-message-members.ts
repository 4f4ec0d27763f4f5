import type { Privileges, Role } from '@fundplay/contracts';

/**
 * Whether an administrator may message a fundraiser's members (route audience `{ privilege: 'sendEmailAndTexts' }`):
 * the primary admin, or a secondary admin holding the privilege (full access grants it). The server decides; this
 * only hides a button that would be refused.
 */
export function mayMessageMembers(viewer: { role: Role; privileges: Privileges }): boolean {
  if (viewer.role === 'admin') return true;
  return viewer.role === 'secondaryAdmin' && (viewer.privileges.fullAccess || viewer.privileges.sendEmailAndTexts);
}
