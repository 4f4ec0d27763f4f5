import { applyDecorators, SetMetadata } from '@nestjs/common';
import type { Audience, PrivilegeName, Role } from '@fundplay/contracts';
import { audienceAccess } from './access.policy';

export const PUBLIC_ROUTE = Symbol('PUBLIC_ROUTE');
export const ALLOWED_ROLES = Symbol('ALLOWED_ROLES');
export const REQUIRED_PRIVILEGE = Symbol('REQUIRED_PRIVILEGE');
export const ALLOW_PENDING_APPROVAL = Symbol('ALLOW_PENDING_APPROVAL');

/** Anyone may call it; a valid session, when sent, is still recognised. Every other route needs a session. */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/** Only these roles may call it. */
export const Roles = (...roles: Role[]) => SetMetadata(ALLOWED_ROLES, roles);

/** Primary admins always; secondary admins only with this privilege (or fullAccess). Implies the admin roles. */
export const RequirePrivilege = (privilege: PrivilegeName) => SetMetadata(REQUIRED_PRIVILEGE, privilege);

/** A secondary admin still waiting for approval may call it (status, own session); by default they may not. */
export const AllowPendingApproval = () => SetMetadata(ALLOW_PENDING_APPROVAL, true);

/** The decorators above that let exactly a route table audience through: what audienceAccess (access.policy.ts) says. */
export function ForAudience(audience: Audience): MethodDecorator & ClassDecorator {
  const access = audienceAccess(audience);
  return applyDecorators(
    ...(access.isPublic ? [Public()] : []),
    // A privilege implies the admin roles (access.guard.ts reads it so): declaring both would say it twice.
    ...(access.privilege ? [RequirePrivilege(access.privilege)] : access.roles ? [Roles(...access.roles)] : []),
    ...(access.allowPendingApproval ? [AllowPendingApproval()] : []),
  );
}
