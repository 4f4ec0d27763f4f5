import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { EntityManager } from '@mikro-orm/postgresql';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { z } from 'zod';
import { SessionTokens } from '../../../src/modules/identity/services/session-tokens';
import { ZodValidationPipe } from '../../../src/platform/http/zod-validation.pipe';
import { insertAccount, PASSWORD, uniqueEmail, uniquePhone } from '../../support/identity-helpers';
import { startApiListingRoutes, type ServedRoute } from '../../support/test-apps';
import { createTestEnvironment, type TestEnvironment } from '../../support/test-environment';

/** What a route reads, as its ZodValidationPipes declare it. */
interface RouteInputs {
  body?: z.ZodType;
  query?: z.ZodType;
}

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      shape?: Record<string, z.ZodType>;
      in?: z.ZodType;
      innerType?: z.ZodType;
      options?: z.ZodType[];
      entries?: Record<string, string>;
      values?: unknown[];
    };
    bag: { format?: string };
  };
}

const internals = (schema: z.ZodType) => (schema as unknown as ZodInternals)._zod;

/** The fields of an object schema, through the wrappers (refinements, pipes, defaults) around it. */
function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (!schema) return {};
  const { def } = internals(schema);
  if (def.type === 'object') return def.shape ?? {};
  if (def.type === 'pipe') return shapeOf(def.in);
  if (def.innerType) return shapeOf(def.innerType);
  return {};
}

/** Values that pass the field rules of the spec, so a malformed value in one field is the only thing wrong. */
function validValues(): Record<string, unknown> {
  const email = uniqueEmail('fuzz');
  return {
    email,
    confirmEmail: email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    currentPassword: PASSWORD,
    phoneNo: uniquePhone(),
    otp: '12345',
    firstName: 'Fuzz',
    lastName: 'Tester',
    name: 'Fuzz Tester',
    message: 'Hello,\nthere',
    birthMonth: 5,
    birthYear: 1990,
    termsAccepted: true,
    privacyAccepted: true,
    role: 'participant',
  };
}

/** A plausible value for a field the table above does not know, from its schema. */
function sample(schema: z.ZodType): unknown {
  const { def, bag } = internals(schema);
  switch (def.type) {
    case 'string':
      return bag.format === 'uuid' || bag.format === 'guid' ? randomUUID() : 'Fuzz';
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, field]) => [key, sample(field)]));
    case 'array':
      return [];
    case 'union':
      return def.options?.[0] ? sample(def.options[0]) : undefined;
    case 'pipe':
      return def.in ? sample(def.in) : undefined;
    default:
      return def.innerType ? sample(def.innerType) : undefined;
  }
}

function baseline(schema: z.ZodType | undefined): Record<string, unknown> {
  const known = validValues();
  return Object.fromEntries(
    Object.entries(shapeOf(schema)).map(([key, field]) => [key, key in known ? known[key] : sample(field)]),
  );
}

/** Everything a client can put in a JSON field. */
const malformedValues: unknown[] = [
  'a\u0000b',
  '\u0000',
  'x\ud800y',
  '\udfff',
  'evil\u202etxt.exe',
  'a\u2066b',
  '\u001b[2J',
  '%00',
  'not-a-uuid',
  "' or 1=1 --",
  '',
  ' ',
  'x'.repeat(20_000),
  '🎉'.repeat(5_000),
  -1,
  0,
  1e308,
  12.5,
  true,
  null,
  [],
  ['a', 'b'],
  { nested: { deeper: { deepest: ['x\u0000'] } } },
  { $gt: '' },
];

/** Query strings as raw text, so percent-escapes reach the server's parser as a client wrote them. */
const malformedQueryValues = [
  '%00',
  '%ED%A0%80',
  '%E2%80%AE',
  '%1B',
  'a%00b',
  'not-a-uuid',
  '%',
  'x'.repeat(4_000),
  '',
];

/** Whole bodies that are not the object a route expects. */
const malformedBodies = [
  '[]',
  '"text"',
  'null',
  '42',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
  '{"a":"\\ud800"}',
  '{"a\\u0000":1}',
  '{',
];

interface Probe {
  route: string;
  persona: string;
  what: string;
  status: number;
}

describe('malformed input on every route', () => {
  let environment: TestEnvironment;
  let app: NestFastifyApplication;
  let url: string;
  const routes: ServedRoute[] = [];
  const inputs = new Map<string, RouteInputs>();
  let adminId: string;
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });

  beforeAll(async () => {
    environment = await createTestEnvironment({ CAPTCHA: 'off' });
    const started = await startApiListingRoutes(environment.config);
    ({ app, url } = started);
    routes.push(...started.routes);
    collectInputs();
    adminId = (await insertAccount(environment, { role: 'admin' })).id;
  });

  afterAll(async () => {
    agent.destroy();
    await app?.close();
    await environment?.dispose();
  });

  /** Reads each controller method's path and its ZodValidationPipes from Nest's metadata. */
  function collectInputs() {
    for (const module of app.get(ModulesContainer).values()) {
      for (const wrapper of module.controllers.values()) {
        const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
        if (!controller) continue;
        const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
        for (const name of Object.getOwnPropertyNames(controller.prototype)) {
          const handler = (controller.prototype as Record<string, unknown>)[name];
          if (name === 'constructor' || typeof handler !== 'function') continue;
          const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
          const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
          if (path === undefined || method === undefined) continue;
          const full = `/${[base, path].join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
          const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<
            string,
            { pipes?: unknown[] }
          >;
          const found: RouteInputs = {};
          for (const [key, arg] of Object.entries(args)) {
            const pipe = arg.pipes?.find((candidate) => candidate instanceof ZodValidationPipe);
            if (!pipe) continue;
            const schema = (pipe as unknown as { schema: z.ZodType }).schema;
            if (key.startsWith(`${RouteParamtypes.BODY}:`)) found.body = schema;
            if (key.startsWith(`${RouteParamtypes.QUERY}:`)) found.query = schema;
          }
          inputs.set(`${RequestMethod[method]} ${full}`, found);
        }
      }
    }
  }

  /**
   * Sends the request fetch() would send (the same request line and headers) over node:http, whose client costs far
   * less than fetch's web streams: the same probes answered the same statuses at less than half the time. Resolves
   * with the status once the body is read.
   */
  function send(method: string, path: string, body: string | undefined, token: string | undefined): Promise<number> {
    const target = new URL(`${url}${path}`);
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method,
          path: `${target.pathname}${target.search}`,
          headers: {
            accept: '*/*',
            'accept-language': '*',
            'sec-fetch-mode': 'cors',
            'user-agent': 'node',
            'accept-encoding': 'gzip, deflate',
            ...(body === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (response) => {
          response.on('error', reject);
          response.on('end', () =>
            response.statusCode ? resolve(response.statusCode) : reject(new Error(`no status for ${method} ${path}`)),
          );
          response.resume();
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  async function freshAdminToken(): Promise<string> {
    const tokens = app.get(SessionTokens);
    return app
      .get(EntityManager)
      .fork()
      .transactional(async (em) => tokens.issue(em, adminId, 'session'));
  }

  it('answers every malformed request without a server error', async () => {
    expect(routes.length).toBeGreaterThan(20);
    const probes: Probe[] = [];
    let sent = 0;

    for (const { method, url: pattern } of routes) {
      const route = `${method} ${pattern}`;
      const declared = inputs.get(route) ?? {};
      const bodyFields = Object.keys(shapeOf(declared.body));
      const queryFields = Object.keys(shapeOf(declared.query));
      const hasBody = method !== 'GET' && method !== 'DELETE';

      for (const persona of ['anonymous', 'signed-in'] as const) {
        // One session per route: logout or a password change ends only the session of the route that did it.
        const token = persona === 'signed-in' ? await freshAdminToken() : undefined;
        const requests: { what: string; path: string; body?: string }[] = [];
        const pathWith = (param: string) => pattern.replace(/:[A-Za-z0-9_]+/g, param);
        const queryOf = (values: Record<string, unknown>) =>
          Object.entries(values)
            .filter(([, value]) => value !== undefined)
            .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
            .join('&');
        const validQuery = queryOf(baseline(declared.query));
        const at = (query: string) => `${pathWith(randomUUID())}${query ? `?${query}` : ''}`;

        requests.push({
          what: 'baseline',
          path: at(validQuery),
          body: hasBody ? JSON.stringify(baseline(declared.body)) : undefined,
        });
        for (const field of bodyFields) {
          for (const value of malformedValues) {
            requests.push({
              what: `body.${field}=${JSON.stringify(value)?.slice(0, 40)}`,
              path: at(validQuery),
              body: JSON.stringify({ ...baseline(declared.body), [field]: value }),
            });
          }
        }
        if (hasBody)
          for (const body of malformedBodies)
            requests.push({ what: `body ${body.slice(0, 40)}`, path: at(validQuery), body });
        for (const field of [...queryFields, 'unexpected']) {
          for (const raw of malformedQueryValues) {
            const others = queryOf({ ...baseline(declared.query), [field]: undefined });
            requests.push({
              what: `query.${field}=${raw.slice(0, 40)}`,
              path: at([others, `${encodeURIComponent(field)}=${raw}`].filter(Boolean).join('&')),
              body: hasBody ? JSON.stringify(baseline(declared.body)) : undefined,
            });
          }
        }
        if (pattern.includes(':')) {
          for (const raw of malformedQueryValues) {
            requests.push({ what: `params=${raw.slice(0, 40)}`, path: `${pathWith(raw)}?${validQuery}` });
          }
        }

        // A few at a time: enough to be quick, few enough to leave the shared machine usable.
        for (let start = 0; start < requests.length; start += 8) {
          await Promise.all(
            requests.slice(start, start + 8).map(async (request) => {
              const status = await send(method, request.path, request.body, token);
              sent++;
              probes.push({ route, persona, what: request.what, status });
            }),
          );
        }
      }
    }

    const serverErrors = probes.filter((probe) => probe.status >= 500);
    const covered = new Set(probes.map((probe) => probe.route)).size;
    // The figures the hardening issue asks for.
    console.log(`fuzz: ${sent} requests to ${covered} routes, ${serverErrors.length} answered 5xx`);
    expect(covered).toBe(routes.length);
    expect(serverErrors).toEqual([]);
  }, 900_000);
});
