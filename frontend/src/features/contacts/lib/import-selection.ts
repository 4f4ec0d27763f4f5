import type { ImportContactsRequest, ImportPreview } from '@fundplay/contracts';
import type { AddressBookRow } from './address-book-row';

/**
 * What "Import N contacts" sends: every row read (the server saves the new ones) or, when the server caps this
 * person's import (minors), only the first new rows up to the cap, so the import does what the button says.
 */
export function importSelection(
  rows: readonly AddressBookRow[],
  preview: ImportPreview,
): { count: number; request: ImportContactsRequest } {
  const newRows = preview.rows.filter((row) => row.status === 'new');
  if (preview.importCap === null || newRows.length <= preview.importCap) {
    return { count: newRows.length, request: { rows: [...rows] } };
  }
  const chosen = newRows
    .slice(0, preview.importCap)
    .map((row) => rows[row.row - 1])
    .filter((row): row is AddressBookRow => row !== undefined);
  return { count: chosen.length, request: { rows: chosen } };
}
