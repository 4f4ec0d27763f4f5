import type { Privileges, Role } from '@fundplay/contracts';

/** Who is looking at a fundraiser screen: the signed-in administrator's role and privileges. */
export interface FundraiserViewer {
  id?: string;
  role: Role;
  privileges: Privileges;
}

/** spec §6: the primary admin, or a secondary admin holding startNewFundraiser (or full access). */
export function canStartFundraiser(viewer: FundraiserViewer): boolean {
  if (viewer.role === 'admin') return true;
  return viewer.role === 'secondaryAdmin' && (viewer.privileges.fullAccess || viewer.privileges.startNewFundraiser);
}

/** spec §6: only the primary admin edits or deletes fundraisers. */
export function isPrimaryAdmin(viewer: FundraiserViewer): boolean {
  return viewer.role === 'admin';
}
