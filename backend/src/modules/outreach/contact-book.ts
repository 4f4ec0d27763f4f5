import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { outreachMessages } from '@fundplay/contracts';
import { DomainError } from '../../platform/http/domain-error';

/** The email and phone of one contact, the keys that make two contacts the same person. */
export interface ContactKeys {
  email: string | null;
  phoneNumber: string | null;
}

/**
 * Serialises the writes to one owner's address book until the transaction ends, so the count checked against
 * outreachLimits.maxContacts cannot be overtaken by a concurrent add or import.
 */
export async function lockContactBook(em: EntityManager, ownerAccountId: string): Promise<void> {
  await em.execute(`select pg_advisory_xact_lock(hashtextextended('contacts:' || ?, 0))`, [ownerAccountId]);
}

/** The keys of every contact `ownerAccountId` keeps, except `exceptContactId`. */
export async function contactKeysOf(
  em: EntityManager,
  ownerAccountId: string,
  exceptContactId: string | null = null,
): Promise<ContactKeys[]> {
  const rows = await em.execute<{ email: string | null; phone_number: string | null }[]>(
    `select email, phone_number from contacts where owner_account_id = ? and id is distinct from ?::uuid`,
    [ownerAccountId, exceptContactId],
  );
  return rows.map((row) => ({ email: row.email, phoneNumber: row.phone_number }));
}

/** Remembers emails (any case) and phone numbers already seen, to tell when a contact repeats one. */
export class ContactKeySet {
  private readonly emails = new Set<string>();
  private readonly phones = new Set<string>();

  constructor(keys: Iterable<ContactKeys> = []) {
    for (const key of keys) this.add(key);
  }

  has({ email, phoneNumber }: ContactKeys): boolean {
    return (
      (email !== null && this.emails.has(email.toLowerCase())) || (phoneNumber !== null && this.phones.has(phoneNumber))
    );
  }

  add({ email, phoneNumber }: ContactKeys): void {
    if (email !== null) this.emails.add(email.toLowerCase());
    if (phoneNumber !== null) this.phones.add(phoneNumber);
  }
}

/** A unique index on contacts said no: another contact of the owner has this email or phone (a racing write). */
export function duplicateOnUniqueViolation(error: unknown): never {
  if (error instanceof UniqueConstraintViolationException && /contacts_one_per_(email|phone)/.test(error.message)) {
    throw new DomainError('conflict', outreachMessages.duplicate);
  }
  throw error;
}
