import type { z } from 'zod';
import type { ApiResponse } from './http';
import type { PrivilegeName } from './identity';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route; the guard decorators on the controller must agree (the authorization matrix checks). */
export type Audience =
  | 'anyone'
  | 'signed-in' // any live session, including a secondary admin still waiting for approval
  | 'admins' // primary and secondary admins, including one waiting for approval
  | 'approved-admins' // primary admins and approved secondary admins, whatever their privileges
  | 'members' // participants and team members
  | 'primary-admin'
  | 'participants'
  | 'team-members'
  | { privilege: PrivilegeName }; // primary admins, and approved secondary admins holding it

/** One API route. `response` is type-only: its value is always undefined. */
export interface RouteDefinition<TResponse = unknown> {
  method: HttpMethod;
  path: string;
  body?: z.ZodType;
  query?: z.ZodType;
  /**
   * Type only, for an entry that must not import its schema (see layout-route-table.ts): the body the route takes.
   * The server validates with the schema of the area table's entry for the same route.
   */
  readonly bodyType?: unknown;
  /** The largest body the route reads, in bytes, when it may be larger than the API's 100 kB for JSON. */
  bodyLimitBytes?: number;
  audience: Audience;
  /** The success status when it is not the method's usual one (201 for POST, 200 otherwise): a POST that creates nothing. */
  status?: 200 | 201 | 204;
  /**
   * `false` when the response is the body itself (a report, a file, CSV, a webhook's answer); otherwise it is the
   * spec's `{ message, data }` envelope (ApiResponse). defineRoute requires it exactly when the response type says so.
   */
  envelope?: false;
  readonly response: TResponse;
}

/** Bytes rather than JSON (e.g. a stored image). */
export type BinaryBody = Uint8Array;

/** `envelope: false` on an entry whose response is not `{ message, data }`, and only there. */
type EnvelopeDeclaration<TResponse> = [TResponse] extends [ApiResponse<unknown>]
  ? { envelope?: never }
  : { envelope: false };

/**
 * `defineRoute<Response>()({ method, path, ... })`: curried so the response type is named while the
 * literal method, path and schemas are still inferred.
 */
export function defineRoute<TResponse>() {
  return <const TRoute extends Omit<RouteDefinition, 'response'>>(route: TRoute & EnvelopeDeclaration<TResponse>) =>
    ({ ...route, response: undefined as unknown as TResponse }) as TRoute & { readonly response: TResponse };
}

/** What a route answers on success. */
export type RouteResponse<R> = R extends { readonly response: infer T } ? T : never;
/** The JSON body a caller sends (the schema's input), or `undefined` when the route takes none. */
export type RouteBody<R> = R extends { body: infer S extends z.ZodType }
  ? z.input<S>
  : R extends { readonly bodyType: infer B }
    ? Exclude<B, undefined>
    : undefined;
/** The query a caller sends (the schema's input), or `undefined` when the route declares none. */
export type RouteQuery<R> = R extends { query: infer S extends z.ZodType } ? z.input<S> : undefined;

/** `'POST /api/authRoutes/login'`: how the route listing and the test mocks name a route. */
export function routeKey(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}
