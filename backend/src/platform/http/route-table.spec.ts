import 'reflect-metadata';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { layoutRouteTable, routeKey, routeTable, type RouteDefinition } from '@fundplay/contracts';
import { RequestMethod } from '@nestjs/common';
import {
  CONTROLLER_WATERMARK,
  HTTP_CODE_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { Reflector } from '@nestjs/core';
import { ForAudience } from '../auth/access.decorators';
import { declaredAccess } from '../auth/access.guard';
import { ROUTE_ENTRY } from './route.decorator';
import { ZodValidationPipe } from './zod-validation.pipe';

const sourceRoot = join(__dirname, '..', '..');

type Controller = new (...args: never[]) => unknown;

function controllerFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return controllerFiles(path);
    return entry.name.endsWith('.controller.ts') ? [path] : [];
  });
}

/** Every Nest controller class under src/, wherever it lives. */
async function controllers(): Promise<Controller[]> {
  const modules = await Promise.all(
    controllerFiles(sourceRoot).map(async (path) => (await import(path)) as Record<string, unknown>),
  );
  return modules.flatMap((exported) =>
    Object.values(exported)
      .filter((value): value is Controller => typeof value === 'function')
      .filter((value) => Reflect.getMetadata(CONTROLLER_WATERMARK, value) === true),
  );
}

interface DeclaredRoute {
  /** `'POST /api/authRoutes/login'`, from Nest's method and path metadata. */
  key: string;
  handler: string;
  /** The entry @Route declared the handler with, if it was. */
  entry?: RouteDefinition;
  /** The schemas the handler's ZodValidationPipes validate its body and query with. */
  body?: unknown;
  query?: unknown;
  status: number;
  access: ReturnType<typeof declaredAccess>;
}

const usualStatus = (method: string) => (method === 'POST' ? 201 : 200);
const reflector = new Reflector();

/** Every handler of every controller, as Nest and the access guard read it. */
async function declaredRoutes(): Promise<DeclaredRoute[]> {
  return (await controllers()).flatMap((controller) => {
    const prefix = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '/');
    const prototype = controller.prototype as Record<string, unknown>;
    return Object.getOwnPropertyNames(prototype).flatMap((name) => {
      const handler = prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') return [];
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (path === undefined || method === undefined) return [];
      const full = `/${prefix}/${path}`.replace(/\/+/g, '/');
      const declared: DeclaredRoute = {
        key: `${RequestMethod[method]} ${full}`,
        handler: `${controller.name}.${name}`,
        entry: Reflect.getMetadata(ROUTE_ENTRY, handler) as RouteDefinition | undefined,
        status:
          (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ??
          usualStatus(RequestMethod[method]),
        access: declaredAccess(reflector, handler, controller),
      };
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<
        string,
        { pipes?: unknown[] }
      >;
      for (const [argument, { pipes = [] }] of Object.entries(args)) {
        const pipe = pipes.find((candidate) => candidate instanceof ZodValidationPipe);
        if (!pipe) continue;
        const schema = (pipe as unknown as { schema: unknown }).schema;
        if (argument.startsWith(`${RouteParamtypes.BODY}:`)) declared.body = schema;
        if (argument.startsWith(`${RouteParamtypes.QUERY}:`)) declared.query = schema;
      }
      return [declared];
    });
  });
}

const entries = new Map<string, RouteDefinition>(Object.values(routeTable).map((entry) => [routeKey(entry), entry]));

/** What the guard reads for a handler carrying nothing but its audience's decorators. */
function accessOfAudience(entry: RouteDefinition) {
  class Probe {
    handler() {}
  }
  const descriptor = Object.getOwnPropertyDescriptor(Probe.prototype, 'handler') as PropertyDescriptor;
  ForAudience(entry.audience)(Probe.prototype, 'handler', descriptor);
  return declaredAccess(reflector, Probe.prototype.handler, Probe);
}

describe('the route table', () => {
  let routes: DeclaredRoute[] = [];
  beforeAll(async () => {
    routes = await declaredRoutes();
  });

  it('has the method and path of every controller handler, and nothing else', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.map((route) => route.key).sort()).toEqual([...entries.keys()].sort());
  });

  it('is the only declaration of each route: every handler is declared with @Route(routeTable.x)', () => {
    expect(routes.filter((route) => !route.entry).map((route) => route.handler)).toEqual([]);
    for (const route of routes) {
      expect({ handler: route.handler, entry: route.entry === entries.get(route.key) }).toEqual({
        handler: route.handler,
        entry: true,
      });
    }
  });

  it("validates each handler's body and query with the very schemas its entry declares", () => {
    for (const route of routes) {
      const entry = entries.get(route.key);
      expect({ route: route.key, body: route.body === entry?.body, query: route.query === entry?.query }).toEqual({
        route: route.key,
        body: true,
        query: true,
      });
    }
  });

  it('answers with the status its entry declares, or the usual one for its method', () => {
    for (const route of routes) {
      const entry = entries.get(route.key);
      const expected = entry ? (entry.status ?? usualStatus(entry.method)) : undefined;
      expect({ route: route.key, status: route.status }).toEqual({ route: route.key, status: expected });
    }
  });

  it("lets through exactly its entry's audience: the guard reads the same access as the audience's decorators give", () => {
    for (const route of routes) {
      const entry = entries.get(route.key);
      expect({ route: route.key, access: route.access }).toEqual({
        route: route.key,
        access: entry ? accessOfAudience(entry) : undefined,
      });
    }
  });

  it('gives each schema-free first-load entry the method, path, audience, status and envelope of the same route', () => {
    const declaration = (entry: RouteDefinition) => ({
      method: entry.method,
      path: entry.path,
      audience: entry.audience,
      status: entry.status,
      envelope: entry.envelope,
    });
    for (const [name, entry] of Object.entries(layoutRouteTable)) {
      const same = routeTable[name as keyof typeof layoutRouteTable];
      expect({ name, ...declaration(entry) }).toEqual({ name, ...declaration(same) });
    }
  });
});
