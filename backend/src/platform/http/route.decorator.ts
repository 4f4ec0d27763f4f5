import { routeKey, type ApiResponse, type HttpMethod, type RouteDefinition } from '@fundplay/contracts';
import { applyDecorators, Delete, Get, HttpCode, Patch, Post, Put, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { ForAudience } from '../auth/access.decorators';
import { RouteEnvelopeInterceptor, type WithMessage } from './route-envelope.interceptor';
import { RouteSchemaSlot, type ParsedFor } from './route-input.decorators';
import { ZodValidationPipe } from './zod-validation.pipe';

/** The route table entry a handler was declared with (read by route-table.spec). */
export const ROUTE_ENTRY = Symbol('ROUTE_ENTRY');

const methods: Record<HttpMethod, (path: string) => MethodDecorator> = {
  GET: Get,
  POST: Post,
  PUT: Put,
  PATCH: Patch,
  DELETE: Delete,
};

const envelope = new RouteEnvelopeInterceptor();

/** What a handler of route R returns: the envelope's data (with its message if any), or the response itself. */
export type RouteResult<R> = R extends { envelope: false }
  ? R extends { readonly response: infer T }
    ? T
    : never
  : R extends { readonly response: ApiResponse<infer T> }
    ? T | WithMessage<T>
    : never;

/** A handler of a route without the envelope may instead send the reply itself (@Res()) and return nothing. */
type SentByHandler<R> = R extends { envelope: false } ? void | Promise<void> : never;

type RouteHandler<R> = (...args: never[]) => RouteResult<R> | Promise<RouteResult<R>> | SentByHandler<R>;

/** The positions of the handler's parameters parsed for another route than R (ParsedBody, ParsedQuery). */
type ForeignParameters<R, H> = H extends (...args: infer A) => unknown
  ? { [K in keyof A]: unknown extends ParsedFor<A[K]> ? never : [ParsedFor<A[K]>] extends [R] ? never : K }[number]
  : never;
type SameRoute<R, H> = [ForeignParameters<R, H>] extends [never]
  ? unknown
  : { 'parameters typed for another route': ForeignParameters<R, H> };

/** Puts the entry's schema in each @RouteBody/@RouteQuery slot; an entry's body or query no handler reads is an error. */
function bindSchemas(route: RouteDefinition, controller: object, handler: string | symbol): void {
  type Param = { index: number; data?: unknown; pipes?: unknown[] };
  const params = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {}) as Record<string, Param>;
  const read = new Set<'body' | 'query'>();
  const bound = Object.fromEntries(
    Object.entries(params).map(([key, param]) => [
      key,
      {
        ...param,
        pipes: param.pipes?.map((pipe) => {
          if (!(pipe instanceof RouteSchemaSlot)) return pipe;
          const schema = route[pipe.part];
          if (!schema) throw new Error(`${routeKey(route)} has no ${pipe.part} schema in the route table`);
          read.add(pipe.part);
          return new ZodValidationPipe(schema);
        }),
      },
    ]),
  );
  for (const part of ['body', 'query'] as const) {
    if (route[part] && !read.has(part))
      throw new Error(
        `${routeKey(route)} declares a ${part}: its handler reads it with @Route${part === 'body' ? 'Body' : 'Query'}()`,
      );
  }
  Reflect.defineMetadata(ROUTE_ARGS_METADATA, bound, controller, handler);
}

/**
 * Declares a handler as the route table says: method and path, success status, who may call it, the validation of
 * its body and query (read with @RouteBody() and @RouteQuery()), and the `{ message, data }` envelope around what it
 * returns. The handler's return type is checked against the entry's response.
 */
export function Route<R extends RouteDefinition>(route: R) {
  const decorate = applyDecorators(
    SetMetadata(ROUTE_ENTRY, route),
    methods[route.method](route.path),
    HttpCode(route.status ?? (route.method === 'POST' ? 201 : 200)),
    ForAudience(route.audience),
    ...(route.envelope === false ? [] : [UseInterceptors(envelope)]),
  );
  return <H extends RouteHandler<R>>(
    prototype: object,
    handler: string | symbol,
    descriptor: TypedPropertyDescriptor<H> & SameRoute<R, H>,
  ): void => {
    bindSchemas(route, prototype.constructor, handler);
    decorate(prototype, handler, descriptor);
  };
}
