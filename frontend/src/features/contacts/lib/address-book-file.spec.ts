import { describe, expect, it } from 'vitest';
import { addressBookMessages, readAddressBookFile as sut } from './address-book-file';

describe('readAddressBookFile', () => {
  it('reads a .csv file with the CSV reader', async () => {
    const file = new File(['name,email\nJane Doe,jane@example.com\n'], 'contacts.csv', { type: 'text/csv' });

    await expect(sut(file)).resolves.toEqual([{ fullName: 'Jane Doe', email: 'jane@example.com', phoneNumber: '' }]);
  });

  it('reads a .vcf file with the vCard reader', async () => {
    const file = new File(['BEGIN:VCARD\nFN:Jane Doe\nTEL:5551234567\nEND:VCARD\n'], 'Jane.VCF');

    await expect(sut(file)).resolves.toEqual([{ fullName: 'Jane Doe', email: '', phoneNumber: '5551234567' }]);
  });

  it('refuses other files and files without contacts', async () => {
    await expect(sut(new File(['x'], 'contacts.xlsx'))).rejects.toThrow(addressBookMessages.wrongType);
    await expect(sut(new File(['\n\n'], 'empty.csv'))).rejects.toThrow(addressBookMessages.empty);
  });
});
