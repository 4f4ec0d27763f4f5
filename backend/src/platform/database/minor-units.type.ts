import { Type, type EntityProperty, type Platform } from '@mikro-orm/core';
import { integerFromDb } from './integer-from-db';

/**
 * A bigint column of minor units (cents, or whole tokens) as a JavaScript number, both ways. PostgreSQL's bigint
 * reaches past Number.MAX_SAFE_INTEGER, so the ORM's own bigint type hands it over as a string; every amount
 * FundPlay handles is far below that bound, so this type reads and writes plain numbers and refuses, loudly, any
 * value beyond it (or any non-integer) instead of rounding it. The column stays `bigint`: no migration.
 *
 * `@Property({ type: MinorUnitsType })` on every cents or tokens column.
 */
export class MinorUnitsType extends Type<number | null | undefined, string | null | undefined> {
  override convertToDatabaseValue(value: number | null | undefined): string | null | undefined {
    if (value === null || value === undefined) return value;
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      throw new RangeError(
        `${String(value)} cannot be stored as minor units: expected an integer within ±${Number.MAX_SAFE_INTEGER}`,
      );
    }
    return String(value);
  }

  override convertToJSValue(value: string | null | undefined): number | null | undefined {
    if (value === null || value === undefined) return value;
    return integerFromDb(value);
  }

  override getColumnType(prop: EntityProperty, platform: Platform): string {
    return platform.getBigIntTypeDeclarationSQL(prop);
  }

  /** A scalar: the ORM compares its snapshots by value, and the property's runtime type is `number`. */
  override compareAsType(): string {
    return 'number';
  }
}
