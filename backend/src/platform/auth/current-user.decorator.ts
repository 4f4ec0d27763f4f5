import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { DomainError } from '../http/domain-error';
import type { AuthenticatedRequest } from './access.guard';
import type { AuthenticatedUser } from './authenticated-user';
import { bearerTokenOf } from './bearer-token';

/** The caller of a route that requires a session. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthenticatedUser => {
  const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
  if (!user) throw new DomainError('unauthenticated', 'Please log in to continue');
  return user;
});

/** The bearer token as sent (for logout and password reset grants). */
export const BearerToken = createParamDecorator((_: unknown, context: ExecutionContext): string | null => {
  return bearerTokenOf(context.switchToHttp().getRequest<AuthenticatedRequest>().headers.authorization);
});

/** The caller of a public route when they sent a live session, else null. */
export const OptionalUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthenticatedUser | null =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().user ?? null,
);
