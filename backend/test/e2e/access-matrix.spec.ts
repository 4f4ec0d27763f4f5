import type { PrivilegeName } from '@fundplay/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { EntityManager } from '@mikro-orm/postgresql';
import { SessionTokens } from '../../src/modules/identity/session-tokens';
import { insertAccount } from '../support/identity-helpers';
import { startApiListingRoutes } from '../support/test-apps';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';

/** Who may call a route. */
type Audience =
  | 'anyone'
  | 'signed-in' // any live session, including a secondary admin still waiting for approval
  | 'admins' // primary and secondary admins, including one waiting for approval
  | 'primary-admin'
  | { privilege: PrivilegeName }; // primary admins, and approved secondary admins holding it

/** THE table: every API route and its audience. A route missing here fails the test below. */
const accessTable: Record<string, Audience> = {
  'GET /api/health': 'anyone',
  'GET /api/site/figures': 'anyone',
  'GET /api/site/contact': 'anyone',
  'POST /api/site/newsletter': 'anyone',
  'POST /api/site/newsletter/confirm': 'anyone',
  'POST /api/site/newsletter/unsubscribe': 'anyone',
  'POST /api/site/support': 'anyone',
  'GET /api/dev/messages': 'anyone',
  'GET /api/captcha/challenge': 'anyone',
  'GET /api/files/:id': 'anyone',
  'POST /api/authRoutes/login': 'anyone',
  'POST /api/authRoutes/verifyOtp': 'anyone',
  'POST /api/authRoutes/resendOtp': 'anyone',
  'POST /api/authRoutes/forgotPassword': 'anyone',
  'POST /api/authRoutes/changePassword': 'anyone', // authorised inside by the session or a reset grant
  'POST /api/authRoutes/getInvitationData': 'anyone',
  'POST /api/authRoutes/logout': 'signed-in',
  'GET /api/authRoutes/me': 'signed-in',
  'POST /api/adminRoutes/adminSignUp': 'anyone',
  'GET /api/adminRoutes/verifyEmail': 'anyone',
  'GET /api/adminRoutes/reSendVerificationEmail': 'anyone',
  'GET /api/adminRoutes/getAdminStatus': 'admins',
  'GET /api/adminRoutes/secondaryAdminApprovals': 'primary-admin',
  'PUT /api/adminRoutes/approveSecondaryAdmin': 'primary-admin',
  'GET /api/adminRoutes/getApprovedAdmins': 'primary-admin',
  'PUT /api/adminRoutes/updateSecondayAdminPrivileges': 'primary-admin',
  'POST /api/adminRoutes/getSecondaryAdminEmails': 'primary-admin',
  'POST /api/adminRoutes/generatesecondaryAdminInvitationLink': { privilege: 'addNewAdministrator' },
  'POST /api/participantRoutes/participantSignUp': 'anyone',
};

interface Persona {
  name: string;
  role: 'anonymous' | 'participant' | 'teamMember' | 'admin' | 'secondaryAdmin';
  approved?: boolean;
  privileges?: Partial<Record<PrivilegeName, boolean>>;
}

const privilegeNames: PrivilegeName[] = [
  'startNewFundraiser',
  'acceptStudentFund',
  'sendEmailAndTexts',
  'changeGoalsAndCause',
  'addNewAdministrator',
];

const personas: Persona[] = [
  { name: 'anonymous', role: 'anonymous' },
  { name: 'participant', role: 'participant' },
  { name: 'team member', role: 'teamMember' },
  { name: 'pending secondary admin', role: 'secondaryAdmin', approved: false, privileges: { fullAccess: true } },
  { name: 'approved secondary admin without privileges', role: 'secondaryAdmin', approved: true },
  ...privilegeNames.map((privilege) => ({
    name: `approved secondary admin with ${privilege}`,
    role: 'secondaryAdmin' as const,
    approved: true,
    privileges: { [privilege]: true },
  })),
  {
    name: 'approved secondary admin with fullAccess',
    role: 'secondaryAdmin',
    approved: true,
    privileges: { fullAccess: true },
  },
  { name: 'primary admin', role: 'admin' },
];

function allowed(audience: Audience, persona: Persona): boolean {
  const signedIn = persona.role !== 'anonymous';
  const isAdmin = persona.role === 'admin' || persona.role === 'secondaryAdmin';
  const approvedOrPrimary = persona.role === 'admin' || persona.approved === true;
  if (audience === 'anyone') return true;
  if (audience === 'signed-in') return signedIn;
  if (audience === 'admins') return isAdmin;
  if (audience === 'primary-admin') return persona.role === 'admin';
  return (
    persona.role === 'admin' ||
    (persona.role === 'secondaryAdmin' &&
      approvedOrPrimary &&
      (persona.privileges?.fullAccess === true || persona.privileges?.[audience.privilege] === true))
  );
}

describe('the authorization matrix', () => {
  let environment: TestEnvironment;
  let app: NestFastifyApplication;
  let url: string;
  const routes: string[] = [];
  const accountIds = new Map<string, string>();

  beforeAll(async () => {
    environment = await createTestEnvironment({ CAPTCHA: 'off' });
    const started = await startApiListingRoutes(environment.config);
    ({ app, url } = started);
    routes.push(...started.routes.map((route) => `${route.method} ${route.url}`));

    const primary = await insertAccount(environment, { role: 'admin' });
    for (const persona of personas) {
      if (persona.role === 'anonymous') continue;
      const account =
        persona.role === 'admin'
          ? primary
          : await insertAccount(environment, {
              role: persona.role,
              adminApproval: persona.role === 'secondaryAdmin' ? (persona.approved ?? false) : null,
              privileges: persona.privileges,
              invitedBy: persona.role === 'secondaryAdmin' ? primary.id : null,
            });
      accountIds.set(persona.name, account.id);
    }
  });

  afterAll(async () => {
    await app?.close();
    await environment?.dispose();
  });

  /** A fresh session from the real token service, so calling logout does not spoil later requests. */
  async function sessionFor(persona: Persona): Promise<string | undefined> {
    const accountId = accountIds.get(persona.name);
    if (!accountId) return undefined;
    const tokens = app.get(SessionTokens);
    return app
      .get(EntityManager)
      .fork()
      .transactional(async (em) => tokens.issue(em, accountId, 'session'));
  }

  it('lists every API route the application serves', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((route) => !(route in accessTable)).sort()).toEqual([]);
    expect(
      Object.keys(accessTable)
        .filter((route) => !routes.includes(route))
        .sort(),
    ).toEqual([]);
  });

  const cases = Object.entries(accessTable).flatMap(([route, audience]) =>
    personas.map(
      (persona) =>
        [route, persona.name, allowed(audience, persona) ? 'allowed' : 'refused', audience, persona] as const,
    ),
  );

  it.each(cases)('%s as %s is %s', async (route, _name, expectation, _audience, persona) => {
    const [method, path] = route.split(' ') as [string, string];
    const token = await sessionFor(persona);
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
      },
      body: method === 'GET' ? undefined : '{}',
    });
    if (expectation === 'allowed') {
      expect([401, 403]).not.toContain(response.status);
      expect(response.status).toBeLessThan(500);
    } else {
      expect(response.status).toBe(persona.role === 'anonymous' ? 401 : 403);
    }
  });
});
