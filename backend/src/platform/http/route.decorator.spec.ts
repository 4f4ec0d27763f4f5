import 'reflect-metadata';
import { routeTable, type PublicFigures } from '@fundplay/contracts';
import { Controller } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { APP_GUARD } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { AccessGuard } from '../auth/access.guard';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { SessionResolver } from '../auth/session-resolver.port';
import { ApiExceptionFilter } from './api-exception.filter';
import { withMessage } from './route-envelope.interceptor';
import { RouteBody, RouteQuery, RouteSchemaSlot, type ParsedBody, type ParsedQuery } from './route-input.decorators';
import { Route } from './route.decorator';
import { ZodValidationPipe } from './zod-validation.pipe';

const figures: PublicFigures = {
  fundraisersRun: 3,
  raisedCents: 1200,
  platformFeeBasisPoints: 500,
  tokenPriceCents: 250,
};

@Controller()
class SampleController {
  readonly received: unknown[] = [];

  @Route(routeTable.newsletter)
  subscribe(@RouteBody() body: ParsedBody<typeof routeTable.newsletter>) {
    this.received.push(body);
    return withMessage('Check your inbox', null);
  }

  @Route(routeTable.support)
  support(@RouteBody() body: ParsedBody<typeof routeTable.support>) {
    return { supportRequestId: `request from ${body.name}` };
  }

  @Route(routeTable.verifyEmail)
  verifyEmail(@RouteQuery() query: ParsedQuery<typeof routeTable.verifyEmail>) {
    this.received.push(query);
    return null;
  }

  @Route(routeTable.siteFigures)
  figures() {
    return figures;
  }

  @Route(routeTable.getAdminStatus)
  adminStatus(@CurrentUser() user: AuthenticatedUser) {
    return { adminApproval: user.adminApproval === true, role: user.role };
  }

  @Route(routeTable.getAllAccounts)
  accounts() {
    return [];
  }
}

const users: Record<string, AuthenticatedUser> = {
  participant: {
    accountId: 'p',
    sessionId: 's',
    role: 'participant',
    email: 'p@example.com',
    privileges: {} as AuthenticatedUser['privileges'],
    adminApproval: null,
  },
  pending: {
    accountId: 'a',
    sessionId: 's',
    role: 'secondaryAdmin',
    email: 'a@example.com',
    privileges: {} as AuthenticatedUser['privileges'],
    adminApproval: false,
  },
};

describe('@Route', () => {
  let app: NestFastifyApplication;
  let sut: SampleController;

  beforeAll(async () => {
    const module = await Test.createTestingModule({
      controllers: [SampleController],
      providers: [
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: SessionResolver, useValue: { resolve: (token: string) => Promise.resolve(users[token] ?? null) } },
      ],
    }).compile();
    app = module.createNestApplication<NestFastifyApplication>(new FastifyAdapter(), { logger: false });
    app.useGlobalFilters(new ApiExceptionFilter());
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    sut = app.get(SampleController);
  });

  afterAll(async () => {
    await app?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, options: { body?: unknown; token?: string } = {}) =>
    app.inject({
      method,
      url,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });

  it("answers at the entry's method and path, with the entry's status and the handler's message in the envelope", async () => {
    const response = await call('POST', '/api/site/newsletter', { body: { email: ' Ann@Example.com ' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"message":"Check your inbox","data":null}');
    expect(sut.received.at(-1)).toEqual({ email: 'ann@example.com' });
  });

  it("answers a POST's usual 201 when the entry names no status, with an empty message around the data", async () => {
    const response = await call('POST', '/api/site/support', {
      body: { name: 'Ann', email: 'ann@example.com', message: 'Hello', captcha: 'solved' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.body).toBe('{"message":"","data":{"supportRequestId":"request from Ann"}}');
  });

  it("refuses a body the entry's schema refuses, with the schema's message", async () => {
    const response = await call('POST', '/api/site/newsletter', { body: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Email is required', errors: { email: ['Email is required'] } });
  });

  it("validates the query with the entry's schema", async () => {
    expect((await call('GET', '/api/adminRoutes/verifyEmail')).json()).toMatchObject({
      message: 'The verification link is incomplete',
    });
    const response = await call('GET', '/api/adminRoutes/verifyEmail?token=%20abcdefghijkl%20&extra=1');
    expect(response.body).toBe('{"message":"","data":null}');
    expect(sut.received.at(-1)).toEqual({ token: 'abcdefghijkl' });
  });

  it('answers the response itself when the entry says it has no envelope', async () => {
    expect((await call('GET', '/api/site/figures')).json()).toEqual(figures);
  });

  it("lets exactly the entry's audience through", async () => {
    expect((await call('GET', '/api/adminRoutes/getAdminStatus')).statusCode).toBe(401);
    expect((await call('GET', '/api/adminRoutes/getAdminStatus', { token: 'participant' })).statusCode).toBe(403);
    // 'admins' includes a secondary admin waiting for approval; 'approved-admins' does not.
    expect((await call('GET', '/api/adminRoutes/getAdminStatus', { token: 'pending' })).body).toBe(
      '{"message":"","data":{"adminApproval":false,"role":"secondaryAdmin"}}',
    );
    expect((await call('GET', '/api/stripeRoutes/getAllAccounts', { token: 'pending' })).statusCode).toBe(403);
  });

  it("puts the entry's very schema in the handler's validation pipe", () => {
    const params = Reflect.getMetadata(ROUTE_ARGS_METADATA, SampleController, 'subscribe') as Record<
      string,
      { pipes: unknown[] }
    >;
    const pipes = Object.values(params).flatMap((param) => param.pipes);
    expect(pipes).toHaveLength(1);
    expect(pipes[0]).toBeInstanceOf(ZodValidationPipe);
    expect((pipes[0] as unknown as { schema: unknown }).schema).toBe(routeTable.newsletter.body);
  });

  it('refuses, when the class is declared, an entry body or query its handler does not read', () => {
    expect(() => {
      class Forgetful {
        @Route(routeTable.newsletter)
        subscribe() {
          return null;
        }
      }
      return Forgetful;
    }).toThrow('POST /api/site/newsletter declares a body: its handler reads it with @RouteBody()');
  });

  it('refuses, when the class is declared, a @RouteQuery() on a route whose entry has no query', () => {
    expect(() => {
      class Confused {
        @Route(routeTable.newsletter)
        subscribe(@RouteBody() body: ParsedBody<typeof routeTable.newsletter>, @RouteQuery() query: unknown) {
          return withMessage(String(body) + String(query), null);
        }
      }
      return Confused;
    }).toThrow('POST /api/site/newsletter has no query schema in the route table');
  });

  it('fails a request to a handler reading @RouteBody() without @Route rather than pass it unvalidated', () => {
    expect(() => new RouteSchemaSlot('body').transform()).toThrow('@RouteBody() is on a handler without @Route');
  });
});
