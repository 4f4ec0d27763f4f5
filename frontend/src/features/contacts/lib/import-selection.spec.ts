import type { ImportPreview, ImportPreviewRow } from '@fundplay/contracts';
import { describe, expect, it } from 'vitest';
import type { AddressBookRow } from './address-book-row';
import { importSelection as sut } from './import-selection';

const rows: AddressBookRow[] = [1, 2, 3, 4].map((n) => ({
  fullName: `P${n}`,
  email: `p${n}@example.com`,
  phoneNumber: '',
}));
const previewRow = (row: number, status: ImportPreviewRow['status']): ImportPreviewRow => ({
  row,
  fullName: `P${row}`,
  email: `p${row}@example.com`,
  phoneNumber: null,
  status,
});
const preview = (importCap: number | null): ImportPreview => ({
  rows: [previewRow(1, 'duplicate'), previewRow(2, 'new'), previewRow(3, 'new'), previewRow(4, 'new')],
  counts: { new: 3, duplicate: 1, invalid: 0 },
  importCap,
});

describe('importSelection', () => {
  it('sends every row read and counts the new ones when there is no cap', () => {
    expect(sut(rows, preview(null))).toEqual({ count: 3, request: { rows } });
  });

  it('sends only the first new rows up to the cap', () => {
    expect(sut(rows, preview(2))).toEqual({ count: 2, request: { rows: [rows[1], rows[2]] } });
  });

  it('sends every row when the new ones fit under the cap', () => {
    expect(sut(rows, preview(50))).toEqual({ count: 3, request: { rows } });
  });
});
