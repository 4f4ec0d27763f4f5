import { outreachLimits, type ImportPreview } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { IsMinorQuery } from '../../../identity/queries/is-minor/is-minor.query';
import { contactKeysOf } from '../../contact-book';
import { classifyImport } from '../../import-classification';
import { PreviewImportQuery } from './preview-import.query';

@QueryHandler(PreviewImportQuery)
export class PreviewImportHandler implements IQueryHandler<PreviewImportQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ ownerAccountId, rows }: PreviewImportQuery): Promise<ImportPreview> {
    const [existing, minor] = await Promise.all([
      contactKeysOf(this.em.fork(), ownerAccountId),
      this.queries.execute(new IsMinorQuery(ownerAccountId)),
    ]);
    return { ...classifyImport(rows, existing), importCap: minor ? outreachLimits.minorImportCap : null };
  }
}
