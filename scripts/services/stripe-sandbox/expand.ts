import { findObject, type TenantState } from './state';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function expandPath(target: Record<string, unknown>, segments: string[], tenant: TenantState): void {
  const [head, ...rest] = segments;
  if (head === undefined) return;
  let value = target[head];
  if (typeof value === 'string') {
    const found = findObject(tenant, value);
    if (found) {
      value = structuredClone(found);
      target[head] = value;
    }
  }
  if (rest.length === 0) return;
  // A list (`data.latest_charge`) or an array of ids applies the rest of the path to each item.
  const items = Array.isArray(value) ? value : [value];
  for (const item of items) if (isRecord(item)) expandPath(item, rest, tenant);
}

/**
 * A copy of `object` with each `expand[]` path's id replaced by the object it names, as Stripe does
 * (`latest_charge.balance_transaction`, `data.latest_charge` on lists). Paths naming nothing expandable are ignored.
 */
export function expandObject<T extends object>(object: T, paths: string[], tenant: TenantState): T {
  if (paths.length === 0) return object;
  const copy = structuredClone(object);
  for (const path of paths) expandPath(copy as Record<string, unknown>, path.split('.'), tenant);
  return copy;
}
