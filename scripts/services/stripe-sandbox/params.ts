import { invalidParam, missingParam, unknownParam } from './errors';

export type Params = Record<string, unknown>;

function isRecord(value: unknown): value is Params {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Typed access to a request's parameters with Stripe's validation errors. Values arrive as strings from form
 * bodies (the SDK) or as JSON values (a hand-written client); both are accepted. Nested readers name their
 * parameters as Stripe does in errors: `transfer_data[destination]`.
 */
export class ParamReader {
  constructor(
    readonly raw: Params,
    private readonly prefix = '',
  ) {}

  name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  has(key: string): boolean {
    return this.raw[key] !== undefined;
  }

  /** Refuses parameters the endpoint does not know, as Stripe does, so a typo fails here and not in production. */
  allowOnly(keys: readonly string[]): this {
    for (const key of Object.keys(this.raw)) {
      if (key !== 'expand' && !keys.includes(key)) throw unknownParam(this.name(key));
    }
    return this;
  }

  string(key: string): string | undefined {
    const value = this.raw[key];
    if (value === undefined) return undefined;
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    throw invalidParam(this.name(key), `Invalid string: ${JSON.stringify(value)}`);
  }

  requiredString(key: string): string {
    const value = this.string(key);
    if (value === undefined || value === '') throw missingParam(this.name(key));
    return value;
  }

  /** Strings where Stripe allows `''` to mean "unset". */
  nullableString(key: string): string | null | undefined {
    const value = this.string(key);
    return value === '' ? null : value;
  }

  integer(key: string): number | undefined {
    const value = this.raw[key];
    if (value === undefined || value === '') return undefined;
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string' || !/^-?\d+$/.test(text)) {
      throw invalidParam(this.name(key), `Invalid integer: ${String(value)}`, 'parameter_invalid_integer');
    }
    return Number(text);
  }

  requiredInteger(key: string): number {
    const value = this.integer(key);
    if (value === undefined) throw missingParam(this.name(key));
    return value;
  }

  boolean(key: string): boolean | undefined {
    const value = this.raw[key];
    if (value === undefined || value === '') return undefined;
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false') return false;
    throw invalidParam(this.name(key), `Invalid boolean: ${String(value)}`);
  }

  oneOf<T extends string>(key: string, values: readonly T[]): T | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!(values as readonly string[]).includes(value)) {
      throw invalidParam(this.name(key), `Invalid ${this.name(key)}: must be one of ${values.join(', ')}`);
    }
    return value as T;
  }

  /** A list sent as `key[0]=a&key[1]=b` or `key[]=a`. */
  stringArray(key: string): string[] | undefined {
    const value = this.raw[key];
    if (value === undefined) return undefined;
    const items = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [value];
    return items.map((item, index) => {
      if (typeof item !== 'string') throw invalidParam(`${this.name(key)}[${index}]`, 'Invalid array of strings');
      return item;
    });
  }

  /** A nested hash (`transfer_data[destination]=…`); undefined when absent. */
  object(key: string): ParamReader | undefined {
    const value = this.raw[key];
    if (value === undefined || value === '') return undefined;
    if (!isRecord(value)) throw invalidParam(this.name(key), `Invalid object: ${this.name(key)}`);
    return new ParamReader(value, this.name(key));
  }

  /**
   * Stripe's metadata semantics: keys are merged into `existing`, a key set to `''` is removed, and
   * `metadata=''` clears everything. At most 50 keys of up to 40 characters, values up to 500.
   */
  metadata(existing: Record<string, string> = {}, key = 'metadata'): Record<string, string> {
    const value = this.raw[key];
    if (value === undefined) return existing;
    if (value === '') return {};
    if (!isRecord(value)) throw invalidParam(this.name(key), 'Invalid metadata: must be a hash of keys to strings');
    const merged = new Map(Object.entries(existing));
    for (const [field, fieldValue] of Object.entries(value)) {
      const text = typeof fieldValue === 'number' ? String(fieldValue) : fieldValue;
      if (typeof text !== 'string')
        throw invalidParam(`${this.name(key)}[${field}]`, 'Metadata values must be strings');
      if (field.length > 40) throw invalidParam(this.name(key), `Metadata key too long: ${field}`);
      if (text.length > 500)
        throw invalidParam(`${this.name(key)}[${field}]`, 'Metadata values can be at most 500 characters');
      if (text === '') merged.delete(field);
      else merged.set(field, text);
    }
    if (merged.size > 50) throw invalidParam(this.name(key), 'Metadata can have at most 50 keys');
    return Object.fromEntries(merged);
  }

  /** `expand[]` paths, at most four levels deep as on Stripe. */
  expandPaths(): string[] {
    const paths = this.stringArray('expand') ?? [];
    for (const path of paths) {
      if (path.split('.').length > 4) {
        throw invalidParam('expand', `You cannot expand more than 4 levels of a property. Property: ${path}`);
      }
    }
    return paths;
  }
}
