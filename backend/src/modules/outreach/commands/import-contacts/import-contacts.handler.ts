import { outreachLimits, outreachMessages, type ImportResult } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../../platform/http/domain-error';
import { IsMinorQuery } from '../../../identity/queries/is-minor/is-minor.query';
import { contactKeysOf, lockContactBook } from '../../contact-book';
import { contactView } from '../../contact-views';
import { classifyImport } from '../../import-classification';
import { ImportContactsCommand } from './import-contacts.command';

interface InsertedRow {
  id: string;
  full_name: string;
  email: string | null;
  phone_number: string | null;
  created_at: Date;
}

/**
 * The preview's classification, then one insert of the new rows. A row another write saved meanwhile is skipped by
 * the unique indexes (on conflict do nothing) and counted as a duplicate.
 */
@CommandHandler(ImportContactsCommand)
export class ImportContactsHandler implements ICommandHandler<ImportContactsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ ownerAccountId, rows }: ImportContactsCommand): Promise<ImportResult> {
    const minor = await this.queries.execute(new IsMinorQuery(ownerAccountId));
    return this.em.fork().transactional(async (em) => {
      await lockContactBook(em, ownerAccountId);
      const existing = await contactKeysOf(em, ownerAccountId);
      const { rows: classified, counts } = classifyImport(rows, existing);
      if (minor && counts.new > outreachLimits.minorImportCap) {
        throw new DomainError('invalid', outreachMessages.minorImportCap);
      }
      if (existing.length + counts.new > outreachLimits.maxContacts) {
        throw new DomainError('conflict', outreachMessages.tooMany);
      }
      const fresh = classified
        .filter((row) => row.status === 'new')
        .map((row) => ({
          id: randomUUID(),
          full_name: row.fullName,
          email: row.email,
          phone_number: row.phoneNumber,
        }));
      const inserted =
        fresh.length === 0
          ? []
          : await em.execute<InsertedRow[]>(
              // One microsecond apart in file order, so the book lists them as the file had them.
              `insert into contacts (id, owner_account_id, full_name, email, phone_number, created_at)
               select r.id, ?::uuid, r.full_name, r.email, r.phone_number,
                      now() + (r.position * interval '1 microsecond')
                 from json_to_recordset(?::json) as r(id uuid, full_name text, email text, phone_number text, position int)
               on conflict do nothing
               returning id, full_name, email, phone_number, created_at`,
              [ownerAccountId, JSON.stringify(fresh.map((row, position) => ({ ...row, position })))],
            );
      const order = new Map<string, number>(fresh.map((row, index) => [row.id, index]));
      inserted.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
      return {
        imported: inserted.length,
        duplicates: counts.duplicate + (fresh.length - inserted.length),
        invalid: counts.invalid,
        contacts: inserted.map((row) =>
          contactView({
            id: row.id,
            fullName: row.full_name,
            email: row.email,
            phoneNumber: row.phone_number,
            createdAt: row.created_at,
          }),
        ),
      };
    });
  }
}
