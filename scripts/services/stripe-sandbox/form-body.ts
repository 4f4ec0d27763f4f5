/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with bracket notation for nesting
 * (`metadata[order]=1`, `expand[0]=latest_charge`, `types[]=charge.refunded`), as the official SDK and
 * Stripe.js send it. `qs` would do, but it is only a transitive dependency here, so this is the small part we need.
 */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

// Keys that would reach Object.prototype through bracket notation.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** `a[b][0]` → `['a', 'b', '0']`; `a[]` → `['a', '']`. */
function keyPath(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0 || !key.endsWith(']')) return [key];
  return [key.slice(0, open), ...key.slice(open + 1, -1).split('][')];
}

function isIndex(segment: string): boolean {
  return segment === '' || /^\d+$/.test(segment);
}

function assign(container: FormObject | FormValue[], path: string[], value: string): void {
  const [segment, ...rest] = path;
  if (segment === undefined || FORBIDDEN_KEYS.has(segment)) return;
  if (Array.isArray(container)) {
    // Arrays come from numeric or empty brackets; an empty bracket appends.
    const index = segment === '' ? container.length : Number(segment);
    if (rest.length === 0) {
      container[index] = value;
      return;
    }
    const existing = container[index];
    const child = typeof existing === 'object' ? existing : isIndex(rest[0] ?? '') ? [] : {};
    container[index] = child;
    assign(child, rest, value);
    return;
  }
  if (rest.length === 0) {
    container[segment] = value;
    return;
  }
  const existing = container[segment];
  const child = typeof existing === 'object' ? existing : isIndex(rest[0] ?? '') ? [] : {};
  container[segment] = child;
  assign(child, rest, value);
}

/** Sparse indices (`a[0]`, `a[5]`) become a dense list, as Stripe reads them. */
function compact(value: FormValue): FormValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compact);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, compact(item)]));
}

export function parseForm(body: string): FormObject {
  const result: FormObject = {};
  for (const pair of body.split('&')) {
    if (!pair) continue;
    const equals = pair.indexOf('=');
    const key = decode(equals === -1 ? pair : pair.slice(0, equals));
    const value = equals === -1 ? '' : decode(pair.slice(equals + 1));
    assign(result, keyPath(key), value);
  }
  return compact(result) as FormObject;
}
