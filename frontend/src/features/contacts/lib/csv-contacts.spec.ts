import { describe, expect, it } from 'vitest';
import { parseCsvContacts as sut } from './csv-contacts';

describe('parseCsvContacts', () => {
  it('reads Name, Email and Phone columns named in a header, in any case and order', () => {
    const csv = 'PHONE,e-mail,Full Name\n555-123-4567,jane@example.com,Jane Doe\n,sam@example.com,Sam Lee\n';

    expect(sut(csv)).toEqual([
      { fullName: 'Jane Doe', email: 'jane@example.com', phoneNumber: '555-123-4567' },
      { fullName: 'Sam Lee', email: 'sam@example.com', phoneNumber: '' },
    ]);
  });

  it('joins first and last name columns', () => {
    const csv = 'First Name,Last Name,Mobile,Email Address\r\nJane,Doe,(555) 123-4567,jane@example.com\r\n';

    expect(sut(csv)).toEqual([{ fullName: 'Jane Doe', email: 'jane@example.com', phoneNumber: '(555) 123-4567' }]);
  });

  it('reads a Google Contacts export, skipping the Type columns beside the values', () => {
    const csv = [
      'Name,Given Name,Family Name,E-mail 1 - Type,E-mail 1 - Value,Phone 1 - Type,Phone 1 - Value',
      'Ana Ruiz,Ana,Ruiz,* Home,ana@example.com,Mobile,+1 555 000 1111',
    ].join('\n');

    expect(sut(csv)).toEqual([{ fullName: 'Ana Ruiz', email: 'ana@example.com', phoneNumber: '+1 555 000 1111' }]);
  });

  it('keeps commas inside quoted fields', () => {
    const csv = 'name,email,tel\n"Doe, Jane ""JD""",jane@example.com,5551234567\n';

    expect(sut(csv)).toEqual([{ fullName: 'Doe, Jane "JD"', email: 'jane@example.com', phoneNumber: '5551234567' }]);
  });

  it('guesses the columns of a file without a header from what they hold', () => {
    const csv = 'jane@example.com,Jane Doe,555 123 4567\nsam@example.com,Sam Lee,+44 20 7946 0958\n';

    expect(sut(csv)).toEqual([
      { fullName: 'Jane Doe', email: 'jane@example.com', phoneNumber: '555 123 4567' },
      { fullName: 'Sam Lee', email: 'sam@example.com', phoneNumber: '+44 20 7946 0958' },
    ]);
  });

  it('joins a headerless first and last name written before the address', () => {
    expect(sut('Jane,Doe,jane@example.com\nSam,Lee,sam@example.com')).toEqual([
      { fullName: 'Jane Doe', email: 'jane@example.com', phoneNumber: '' },
      { fullName: 'Sam Lee', email: 'sam@example.com', phoneNumber: '' },
    ]);
  });

  it('takes a first row holding an address as data, not as a header', () => {
    expect(sut('Name,name@example.com\nSam,sam@example.com')).toHaveLength(2);
  });

  it('reads semicolon-separated files, ignores a byte-order mark and leaves out blank rows', () => {
    const csv = '\uFEFFName;Email\nJane Doe;jane@example.com\n;\n\nSam Lee;sam@example.com\n';

    expect(sut(csv)).toEqual([
      { fullName: 'Jane Doe', email: 'jane@example.com', phoneNumber: '' },
      { fullName: 'Sam Lee', email: 'sam@example.com', phoneNumber: '' },
    ]);
  });

  it('keeps rows the server will call invalid, so the preview can say why', () => {
    expect(sut('name,email\nNo Address,\n')).toEqual([{ fullName: 'No Address', email: '', phoneNumber: '' }]);
  });

  it('finds nothing in an empty file', () => {
    expect(sut('')).toEqual([]);
  });
});
