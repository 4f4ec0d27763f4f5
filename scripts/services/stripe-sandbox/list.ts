import { invalidParam } from './errors';
import type { ParamReader } from './params';

export interface ListObject<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

/** An embedded list (`charge.refunds`, `transfer.reversals`), complete, as Stripe embeds short lists. */
export function embeddedList<T>(url: string, data: T[] = []): ListObject<T> {
  return { object: 'list', data, has_more: false, url };
}

/** Stripe's `created` filter: an exact timestamp or a hash of `gt`, `gte`, `lt`, `lte`. */
export function createdFilter(input: ParamReader, key = 'created'): (created: number) => boolean {
  if (!input.has(key)) return () => true;
  const range = typeof input.raw[key] === 'object' ? input.object(key) : undefined;
  if (!range) {
    const exact = input.integer(key);
    return (created) => created === exact;
  }
  range.allowOnly(['gt', 'gte', 'lt', 'lte']);
  const [gt, gte, lt, lte] = [range.integer('gt'), range.integer('gte'), range.integer('lt'), range.integer('lte')];
  return (created) =>
    (gt === undefined || created > gt) &&
    (gte === undefined || created >= gte) &&
    (lt === undefined || created < lt) &&
    (lte === undefined || created <= lte);
}

/**
 * One page of `items` (given oldest first, in creation order), newest first as Stripe lists them, honouring
 * `limit` (1–100, default 10), `starting_after` and `ending_before`.
 */
export function listPage<T extends { id: string }>(items: T[], input: ParamReader, url: string): ListObject<T> {
  const limit = input.integer('limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidParam('limit', 'Invalid limit: must be between 1 and 100');
  const newestFirst = [...items].reverse();
  const startingAfter = input.string('starting_after');
  const endingBefore = input.string('ending_before');
  const positionOf = (id: string, param: string) => {
    const position = newestFirst.findIndex((item) => item.id === id);
    if (position === -1) throw invalidParam(param, `No such object: '${id}'`, 'resource_missing');
    return position;
  };
  if (endingBefore !== undefined) {
    const end = positionOf(endingBefore, 'ending_before');
    const start = Math.max(0, end - limit);
    return { object: 'list', data: newestFirst.slice(start, end), has_more: start > 0, url };
  }
  const start = startingAfter === undefined ? 0 : positionOf(startingAfter, 'starting_after') + 1;
  const data = newestFirst.slice(start, start + limit);
  return { object: 'list', data, has_more: start + limit < newestFirst.length, url };
}
