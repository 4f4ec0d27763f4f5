import { identityMessages, type Audience, type PrivilegeName, type Role } from '@fundplay/contracts';
import type { AuthenticatedUser } from './authenticated-user';

export interface RouteAccess {
  isPublic: boolean;
  roles?: Role[];
  privilege?: PrivilegeName;
  allowPendingApproval: boolean;
}

const ADMIN_ROLES: Role[] = ['admin', 'secondaryAdmin'];

/** Who a route table audience lets through (route-definition.ts says who each is); ForAudience declares exactly this. */
export function audienceAccess(audience: Audience): RouteAccess {
  const only = (roles: Role[], allowPendingApproval = false): RouteAccess => ({
    isPublic: false,
    roles,
    allowPendingApproval,
  });
  if (typeof audience === 'object')
    return { isPublic: false, roles: ADMIN_ROLES, privilege: audience.privilege, allowPendingApproval: false };
  switch (audience) {
    case 'anyone':
      return { isPublic: true, allowPendingApproval: false };
    case 'signed-in':
      return { isPublic: false, allowPendingApproval: true };
    case 'admins':
      return only(ADMIN_ROLES, true);
    case 'approved-admins':
      return only(ADMIN_ROLES);
    case 'members':
      return only(['participant', 'teamMember']);
    case 'primary-admin':
      return only(['admin']);
    case 'participants':
      return only(['participant']);
    case 'team-members':
      return only(['teamMember']);
  }
}

export type AccessVerdict = { allowed: true } | { allowed: false; status: 401 | 403; message: string };

/** The one rule of who may call a route: roles, privileges and the pending-approval state. Pure, so it is unit-tested. */
export function decideAccess(route: RouteAccess, user: AuthenticatedUser | null, tokenSent: boolean): AccessVerdict {
  if (route.isPublic) return { allowed: true };
  if (!user) {
    return {
      allowed: false,
      status: 401,
      message: tokenSent ? identityMessages.sessionExpired : 'Please log in to continue',
    };
  }
  if (user.role === 'secondaryAdmin' && user.adminApproval !== true && !route.allowPendingApproval) {
    return { allowed: false, status: 403, message: identityMessages.pendingApproval };
  }
  if (route.roles && !route.roles.includes(user.role)) {
    return { allowed: false, status: 403, message: identityMessages.forbidden };
  }
  if (route.privilege) {
    const granted =
      user.role === 'admin' ||
      (user.role === 'secondaryAdmin' && (user.privileges.fullAccess || user.privileges[route.privilege]));
    if (!granted) return { allowed: false, status: 403, message: identityMessages.forbidden };
  }
  return { allowed: true };
}
