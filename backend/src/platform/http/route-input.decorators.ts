import type { RouteDefinition } from '@fundplay/contracts';
import { Body, Query, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';

declare const parsedFor: unique symbol;

/** What a schema lets through, marked with the route it was parsed for, so @Route can refuse another route's type. */
type Parsed<S, R> = S extends z.ZodType ? z.output<S> & { readonly [parsedFor]?: R } : never;

/** The body a handler of route R receives: the output of the entry's `body` schema. */
export type ParsedBody<R extends RouteDefinition> = R extends { body: infer S } ? Parsed<S, R> : never;
/** The query a handler of route R receives: the output of the entry's `query` schema. */
export type ParsedQuery<R extends RouteDefinition> = R extends { query: infer S } ? Parsed<S, R> : never;

/** The route a parameter typed ParsedBody or ParsedQuery was parsed for; unknown for any other parameter. */
export type ParsedFor<P> = P extends { readonly [parsedFor]?: infer R } ? R : unknown;

/**
 * Where the route's schema goes: @Route, applied after its handler's parameter decorators, replaces this with a
 * ZodValidationPipe of the entry's `body` or `query` schema, so the handler validates exactly as the table says.
 */
export class RouteSchemaSlot implements PipeTransform {
  constructor(readonly part: 'body' | 'query') {}

  transform(): never {
    throw new Error(`@Route${this.part === 'body' ? 'Body' : 'Query'}() is on a handler without @Route`);
  }
}

/** The request body, validated with the `body` schema of the handler's @Route entry. */
export const RouteBody = (): ParameterDecorator => Body(new RouteSchemaSlot('body'));

/** The query string, validated with the `query` schema of the handler's @Route entry. */
export const RouteQuery = (): ParameterDecorator => Query(new RouteSchemaSlot('query'));
