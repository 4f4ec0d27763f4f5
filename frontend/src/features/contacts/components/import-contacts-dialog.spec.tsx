import {
  outreachMessages,
  outreachRouteTable,
  type Contact,
  type ImportContactsRequest,
  type ImportPreview,
  type ImportPreviewRow,
} from '@fundplay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contact } from '@/test/contacts-fixtures';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { addressBookMessages } from '../lib/address-book-file';
import { ContactsSection } from './contacts-section';

const section = () => screen.getByRole('region', { name: 'Contacts' });

const csv = [
  'Name,Email,Phone',
  'Grandma Rose,rose@example.com,(555) 123-4567',
  'Contact 1,contact1@example.com,',
  '"Lee, Sam",not-an-email,',
].join('\n');

/** What the server says of rows: a known email is a duplicate, an email without @ is invalid, the rest are new. */
function classify(
  { rows }: ImportContactsRequest,
  existing: readonly Contact[],
  importCap: number | null = null,
): ImportPreview {
  const previewRows = rows.map((row, index): ImportPreviewRow => {
    const email = row.email || null;
    const base = { row: index + 1, fullName: row.fullName ?? '', email, phoneNumber: row.phoneNumber || null };
    if (existing.some((one) => one.email === email)) {
      return { ...base, status: 'duplicate', reason: outreachMessages.duplicate };
    }
    if (email && !email.includes('@')) return { ...base, status: 'invalid', reason: 'Enter a valid email address' };
    return { ...base, status: 'new' };
  });
  const count = (status: ImportPreviewRow['status']) => previewRows.filter((row) => row.status === status).length;
  return {
    rows: previewRows,
    counts: { new: count('new'), duplicate: count('duplicate'), invalid: count('invalid') },
    importCap,
  };
}

function importServer({ importCap = null }: { importCap?: number | null } = {}) {
  let contacts: Contact[] = [contact(1)];
  const fetchMock = mockApi({
    ...mockRoute(outreachRouteTable.getContacts, () => ({ body: { message: 'OK', data: contacts } })),
    ...mockRoute(outreachRouteTable.previewImport, ({ body }) => ({
      body: { message: 'OK', data: classify(body as ImportContactsRequest, contacts, importCap) },
    })),
    ...mockRoute(outreachRouteTable.importContacts, ({ body }) => {
      const preview = classify(body as ImportContactsRequest, contacts);
      const added = preview.rows
        .filter((row) => row.status === 'new')
        .map((row, index) => contact(50 + index, { fullName: row.fullName, email: row.email }));
      contacts = [...contacts, ...added];
      return {
        body: {
          message: 'OK',
          data: { imported: added.length, duplicates: preview.counts.duplicate, invalid: 0, contacts: added },
        },
      };
    }),
  });
  return fetchMock;
}

async function openImport() {
  const rendered = renderWithProviders(<ContactsSection />);
  await within(section()).findByRole('cell', { name: 'Contact 1' });
  await rendered.user.click(within(section()).getByRole('button', { name: 'Import contacts' }));
  return { ...rendered, form: screen.getByRole('form', { name: 'Import contacts' }) };
}

describe('Import contacts', () => {
  it('previews a CSV file row by row, saves nothing until Import, then lists the new contacts', async () => {
    const fetchMock = importServer();
    const { user, form } = await openImport();

    await user.upload(
      within(form).getByLabelText('Address book file (.csv or .vcf)'),
      new File([csv], 'family.csv', { type: 'text/csv' }),
    );

    const preview = await within(form).findByRole('table', { name: 'Import preview' });
    expect(requestsTo(fetchMock, outreachRouteTable.previewImport)[0]?.body).toEqual({
      rows: [
        { fullName: 'Grandma Rose', email: 'rose@example.com', phoneNumber: '(555) 123-4567' },
        { fullName: 'Contact 1', email: 'contact1@example.com', phoneNumber: '' },
        { fullName: 'Lee, Sam', email: 'not-an-email', phoneNumber: '' },
      ],
    });
    expect(within(preview).getByRole('row', { name: 'Row 1: New' })).toHaveTextContent('Grandma Rose');
    expect(within(preview).getByRole('row', { name: 'Row 2: Duplicate' })).toHaveTextContent(
      outreachMessages.duplicate,
    );
    expect(within(preview).getByRole('row', { name: 'Row 3: Invalid' })).toHaveTextContent(
      'Enter a valid email address',
    );
    expect(form).toHaveTextContent('family.csv: 1 new contact, 1 duplicate, 1 invalid.');
    expect(within(form).queryByText(outreachMessages.minorImportCap)).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, outreachRouteTable.importContacts)).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Import 1 contact' }));

    expect(await screen.findByText(outreachMessages.imported(1))).toBeInTheDocument();
    expect(requestsTo(fetchMock, outreachRouteTable.importContacts)[0]?.body).toEqual(
      requestsTo(fetchMock, outreachRouteTable.previewImport)[0]?.body,
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Import contacts' })).not.toBeInTheDocument());
    expect(await within(section()).findByRole('cell', { name: 'Grandma Rose' })).toBeInTheDocument();
  });

  it('reads a vCard file from a phone', async () => {
    const fetchMock = importServer();
    const { user, form } = await openImport();
    const vcf = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Rose;Grandma;;;',
      'EMAIL;TYPE=HOME:rose@example.com',
      'EMAIL;TYPE=WORK:rose@work.example.com',
      'TEL;TYPE=CELL:+1 555 123',
      ' 4567',
      'END:VCARD',
    ].join('\r\n');

    await user.upload(within(form).getByLabelText('Address book file (.csv or .vcf)'), new File([vcf], 'rose.vcf'));

    const preview = await within(form).findByRole('table', { name: 'Import preview' });
    expect(requestsTo(fetchMock, outreachRouteTable.previewImport)[0]?.body).toEqual({
      rows: [{ fullName: 'Grandma Rose', email: 'rose@example.com', phoneNumber: '+1 555 1234567' }],
    });
    // The preview writes the number as people do, whatever the file's spacing.
    expect(within(preview).getByRole('row', { name: 'Row 1: New' })).toHaveTextContent('(555) 123-4567');
  });

  it('shows the minors’ cap and imports only as many new contacts as it allows', async () => {
    const fetchMock = importServer({ importCap: 2 });
    const { user, form } = await openImport();
    const file = ['Name,Email', 'Contact 1,contact1@example.com', 'Friend 1,friend1@example.com']
      .concat([2, 3, 4].map((n) => `Friend ${n},friend${n}@example.com`))
      .join('\n');
    await user.upload(within(form).getByLabelText('Address book file (.csv or .vcf)'), new File([file], 'friends.csv'));

    expect(await within(form).findByText(outreachMessages.minorImportCap)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Import 2 contacts' }));

    expect(await screen.findByText(outreachMessages.imported(2))).toBeInTheDocument();
    const sent = requestsTo(fetchMock, outreachRouteTable.importContacts)[0]?.body as ImportContactsRequest;
    expect(sent.rows.map((row) => row.fullName)).toEqual(['Friend 1', 'Friend 2']);
  });

  it('says when a file holds nothing new to import', async () => {
    mockApi({
      ...mockRoute(outreachRouteTable.getContacts, () => ({ body: { message: 'OK', data: [contact(1)] } })),
      ...mockRoute(outreachRouteTable.previewImport, () => ({
        body: {
          message: 'OK',
          data: {
            rows: [{ row: 1, ...contact(1), status: 'duplicate' as const, reason: outreachMessages.duplicate }],
            counts: { new: 0, duplicate: 1, invalid: 0 },
            importCap: null,
          },
        },
      })),
    });
    const { user, form } = await openImport();

    await user.upload(
      within(form).getByLabelText('Address book file (.csv or .vcf)'),
      new File(['Contact 1,contact1@example.com'], 'again.csv'),
    );

    expect(await within(form).findByText(outreachMessages.importNothing)).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
  });

  it('refuses a file that is not .csv or .vcf without asking the server', async () => {
    const fetchMock = importServer();
    const { form } = await openImport();

    fireEvent.change(within(form).getByLabelText('Address book file (.csv or .vcf)'), {
      target: { files: [new File(['x'], 'contacts.xlsx')] },
    });

    expect(await within(form).findByRole('alert')).toHaveTextContent(addressBookMessages.wrongType);
    expect(requestsTo(fetchMock, outreachRouteTable.previewImport)).toHaveLength(0);
  });

  it('shows the server’s message when it refuses the preview', async () => {
    mockApi({
      ...mockRoute(outreachRouteTable.getContacts, () => ({ body: { message: 'OK', data: [contact(1)] } })),
      ...mockRoute(outreachRouteTable.previewImport, () => ({
        status: 400,
        body: { message: outreachMessages.importTooMany },
      })),
    });
    const { user, form } = await openImport();

    await user.upload(within(form).getByLabelText('Address book file (.csv or .vcf)'), new File([csv], 'big.csv'));

    expect(await within(form).findByRole('alert')).toHaveTextContent(outreachMessages.importTooMany);
    expect(within(form).queryByRole('table', { name: 'Import preview' })).not.toBeInTheDocument();
  });
});
