import { Reflector } from '@nestjs/core';
import { noPrivileges, type Audience } from '@fundplay/contracts';
import type { AuthenticatedUser } from './authenticated-user';
import { ForAudience } from './access.decorators';
import { declaredAccess } from './access.guard';
import { audienceAccess, decideAccess, type RouteAccess } from './access.policy';

const user = (overrides: Partial<AuthenticatedUser>): AuthenticatedUser => ({
  accountId: 'a',
  sessionId: 's',
  role: 'participant',
  email: 'a@example.com',
  privileges: { ...noPrivileges },
  adminApproval: null,
  ...overrides,
});
const route = (overrides: Partial<RouteAccess> = {}): RouteAccess => ({
  isPublic: false,
  allowPendingApproval: false,
  ...overrides,
});

describe('decideAccess', () => {
  it('lets anyone call a public route', () => {
    expect(decideAccess(route({ isPublic: true }), null, false)).toEqual({ allowed: true });
  });

  it('asks a visitor to log in, and a caller with a dead token to log in again', () => {
    expect(decideAccess(route(), null, false)).toEqual({
      allowed: false,
      status: 401,
      message: 'Please log in to continue',
    });
    expect(decideAccess(route(), null, true)).toEqual({
      allowed: false,
      status: 401,
      message: 'Your session has ended. Please log in again.',
    });
  });

  it('keeps a pending secondary admin out of everything but the routes that allow it, whatever their privileges', () => {
    const pending = user({
      role: 'secondaryAdmin',
      adminApproval: false,
      privileges: { ...noPrivileges, fullAccess: true },
    });
    expect(
      decideAccess(route({ privilege: 'addNewAdministrator', roles: ['admin', 'secondaryAdmin'] }), pending, true),
    ).toMatchObject({
      allowed: false,
      status: 403,
      message: 'Your administrator account is waiting for approval',
    });
    expect(decideAccess(route({ allowPendingApproval: true }), pending, true)).toEqual({ allowed: true });
  });

  it('refuses roles the route does not name', () => {
    expect(decideAccess(route({ roles: ['admin'] }), user({ role: 'participant' }), true)).toMatchObject({
      status: 403,
    });
    expect(decideAccess(route({ roles: ['admin'] }), user({ role: 'admin' }), true)).toEqual({ allowed: true });
  });

  it('grants a privilege to primary admins, and to approved secondary admins holding it or fullAccess', () => {
    const needs = route({ roles: ['admin', 'secondaryAdmin'], privilege: 'changeGoalsAndCause' });
    const secondary = (privileges: Partial<typeof noPrivileges>) =>
      user({ role: 'secondaryAdmin', adminApproval: true, privileges: { ...noPrivileges, ...privileges } });
    expect(decideAccess(needs, user({ role: 'admin' }), true)).toEqual({ allowed: true });
    expect(decideAccess(needs, secondary({ changeGoalsAndCause: true }), true)).toEqual({ allowed: true });
    expect(decideAccess(needs, secondary({ fullAccess: true }), true)).toEqual({ allowed: true });
    expect(decideAccess(needs, secondary({ startNewFundraiser: true }), true)).toMatchObject({
      allowed: false,
      status: 403,
    });
  });
});

describe('audienceAccess', () => {
  const audiences: Audience[] = [
    'anyone',
    'signed-in',
    'admins',
    'approved-admins',
    'members',
    'primary-admin',
    'participants',
    'team-members',
    { privilege: 'startNewFundraiser' },
  ];

  it.each(audiences)('is what the guard reads off a route declared ForAudience(%j)', (audience) => {
    class Controller {
      @ForAudience(audience)
      handler(): void {}
    }
    const declared = declaredAccess(new Reflector(), Controller.prototype.handler, Controller);
    expect(declared).toEqual(audienceAccess(audience));
  });

  it('lets a participant, and only a participant, read a participant route', () => {
    const access = audienceAccess('participants');
    expect(decideAccess(access, user({ role: 'participant' }), true)).toEqual({ allowed: true });
    expect(decideAccess(access, user({ role: 'teamMember' }), true)).toMatchObject({ allowed: false, status: 403 });
  });
});
