import { fundraiserMessages } from '@fundplay/contracts';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { integerFromDb } from '../../../platform/database/integer-from-db';
import { DomainError } from '../../../platform/http/domain-error';

/** Group names are compared as the database's unique index does: per fundraiser, ignoring case. */
export const groupNameKey = (name: string) => name.toLowerCase();

/** 409 with the spec's message, on the fields that clash. */
export function groupNamesClash(fields: string[]): DomainError {
  return new DomainError(
    'conflict',
    fundraiserMessages.groupNamesUnique,
    Object.fromEntries(fields.map((field) => [field, [fundraiserMessages.groupNamesUnique]])),
  );
}

/**
 * Flushes group changes; a name taken by a concurrent request (the unique index on lower(name) is the last word)
 * is the same 409 as one found by the checks before.
 */
export async function flushGroupNames(em: EntityManager, field: string): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw groupNamesClash([field]);
    throw error;
  }
}

/** The sum of a fundraiser's group goals in cents, optionally leaving one group out. */
export async function groupGoalsOf(em: EntityManager, fundraiserId: string, exceptGroupId?: string): Promise<number> {
  const [row] = await em.execute<{ total: string }[]>(
    `select coalesce(sum(goal_cents), 0) as total from fundraiser_groups
      where fundraiser_id = ? and (?::uuid is null or id <> ?::uuid)`,
    [fundraiserId, exceptGroupId ?? null, exceptGroupId ?? null],
  );
  return integerFromDb(row?.total);
}
