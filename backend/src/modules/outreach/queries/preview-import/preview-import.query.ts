import type { ImportContactsRequest, ImportPreview } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';

/** POST /api/contactRoutes/previewImport: what an import of these rows would do, saving nothing. */
export class PreviewImportQuery extends Query<ImportPreview> {
  constructor(
    readonly ownerAccountId: string,
    readonly rows: ImportContactsRequest['rows'],
  ) {
    super();
  }
}
