import {
  outreachMessages,
  outreachRouteTable,
  routeKey,
  routeTable,
  type Audience,
  type PrivilegeName,
} from '@fundplay/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { EntityManager } from '@mikro-orm/postgresql';
import { SessionTokens } from '../../../src/modules/identity/services/session-tokens';
import { insertAccount } from '../../support/identity-helpers';
import { startApiListingRoutes } from '../../support/test-apps';
import { createTestEnvironment, type TestEnvironment } from '../../support/test-environment';

/** Routes open to anyone that answer only a request signed by their sender (Twilio), with a 403 otherwise. */
const signedWebhooks = new Set(
  [outreachRouteTable.twilioInboundWebhook, outreachRouteTable.twilioStatusWebhook].map(routeKey),
);

/** Every API route and its audience, from the route table in contracts. A served route missing there fails below. */
const accessTable: Record<string, Audience> = Object.fromEntries(
  Object.values(routeTable).map((route) => [routeKey(route), route.audience]),
);

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
  if (audience === 'approved-admins') return isAdmin && approvedOrPrimary;
  if (audience === 'members') return persona.role === 'participant' || persona.role === 'teamMember';
  if (audience === 'primary-admin') return persona.role === 'admin';
  if (audience === 'participants') return persona.role === 'participant';
  if (audience === 'team-members') return persona.role === 'teamMember';
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
    expect(Object.keys(accessTable)).toHaveLength(Object.keys(routeTable).length); // no two entries share a route
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
    if (expectation === 'allowed' && signedWebhooks.has(route)) {
      // Past the session guard, Twilio's signature check refuses this unsigned request, in its own words.
      expect(response.status).toBe(403);
      expect(((await response.json()) as { message: string }).message).toBe(outreachMessages.invalidWebhookSignature);
    } else if (expectation === 'allowed') {
      expect([401, 403]).not.toContain(response.status);
      expect(response.status).toBeLessThan(500);
    } else {
      expect(response.status).toBe(persona.role === 'anonymous' ? 401 : 403);
    }
  });
});
