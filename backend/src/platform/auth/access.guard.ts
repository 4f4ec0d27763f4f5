import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { PrivilegeName, Role } from '@fundplay/contracts';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../http/domain-error';
import { ALLOWED_ROLES, ALLOW_PENDING_APPROVAL, PUBLIC_ROUTE, REQUIRED_PRIVILEGE } from './access.decorators';
import { decideAccess, type RouteAccess } from './access.policy';
import { bearerTokenOf } from './bearer-token';
import type { AuthenticatedUser } from './authenticated-user';
import { SessionResolver } from './session-resolver.port';

export type AuthenticatedRequest = FastifyRequest & { user?: AuthenticatedUser | null };

type Target = ReturnType<ExecutionContext['getHandler']>;

/** Who may call a handler, as its access decorators (or its controller's, where the handler sets none) declare. */
export function declaredAccess(reflector: Reflector, handler: Target, controller: Target): RouteAccess {
  const read = <T>(key: symbol) => reflector.getAllAndOverride<T | undefined>(key, [handler, controller]);
  const privilege = read<PrivilegeName>(REQUIRED_PRIVILEGE);
  return {
    isPublic: read<boolean>(PUBLIC_ROUTE) === true,
    roles: read<Role[]>(ALLOWED_ROLES) ?? (privilege ? ['admin', 'secondaryAdmin'] : undefined),
    privilege,
    allowPendingApproval: read<boolean>(ALLOW_PENDING_APPROVAL) === true,
  };
}

/** Registered globally: every route needs a live session unless marked @Public; roles and privileges are enforced here. */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();

    const token = bearerTokenOf(request.headers.authorization) ?? '';
    request.user = token ? await this.sessions.resolve(token) : null;

    const verdict = decideAccess(
      declaredAccess(this.reflector, context.getHandler(), context.getClass()),
      request.user,
      token !== '',
    );
    if (!verdict.allowed)
      throw new DomainError(verdict.status === 401 ? 'unauthenticated' : 'forbidden', verdict.message);
    return true;
  }
}
