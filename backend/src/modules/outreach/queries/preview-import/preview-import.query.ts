import type { ImportContactsRequest, ImportPreview } from '@fundplay/contracts';
import { Query } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

/** POST /api/contactRoutes/previewImport: what an import of these rows would do, saving nothing. */
@RequiresHandler()
export class PreviewImportQuery extends Query<ImportPreview> {
  constructor(
    readonly ownerAccountId: string,
    readonly rows: ImportContactsRequest['rows'],
  ) {
    super();
  }
}
