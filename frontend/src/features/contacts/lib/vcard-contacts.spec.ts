import { describe, expect, it } from 'vitest';
import { parseVCardContacts as sut } from './vcard-contacts';

const card = (...lines: string[]) => ['BEGIN:VCARD', ...lines, 'END:VCARD'].join('\r\n');

describe('parseVCardContacts', () => {
  it('reads FN, EMAIL and TEL of each card (vCard 3 and 4)', () => {
    const file = [
      card('VERSION:3.0', 'FN:Jane Doe', 'EMAIL;TYPE=INTERNET:jane@example.com', 'TEL;TYPE=CELL:+1 555 123 4567'),
      card('VERSION:4.0', 'FN:Sam Lee', 'TEL;VALUE=uri;TYPE=cell:tel:+1-555-000-1111'),
    ].join('\r\n');

    expect(sut(file)).toEqual([
      { fullName: 'Jane Doe', email: 'jane@example.com', phoneNumber: '+1 555 123 4567' },
      { fullName: 'Sam Lee', email: '', phoneNumber: '+1-555-000-1111' },
    ]);
  });

  it('builds the name from N when there is no FN', () => {
    expect(sut(card('VERSION:3.0', 'N:Doe;Jane;Q.;Dr.;', 'EMAIL:jane@example.com'))).toEqual([
      { fullName: 'Jane Q. Doe', email: 'jane@example.com', phoneNumber: '' },
    ]);
  });

  it('takes the first EMAIL and the first TEL when a card has several', () => {
    const file = card(
      'FN:Jane Doe',
      'item1.EMAIL;type=INTERNET;type=HOME;type=pref:home@example.com',
      'EMAIL;TYPE=WORK:work@example.com',
      'TEL;TYPE=HOME:5550001111',
      'TEL;TYPE=CELL:5550002222',
    );

    expect(sut(file)).toEqual([{ fullName: 'Jane Doe', email: 'home@example.com', phoneNumber: '5550001111' }]);
  });

  it('unfolds folded lines and ignores photos and other properties', () => {
    const file = card(
      'VERSION:3.0',
      'FN:Jane Alexandra',
      '  Doe',
      'PHOTO;ENCODING=b;TYPE=JPEG:MIICajCCAdOgAwIBAgICBEUwDQYJKoZIhvcNAQEEBQAwdzELMAkGA1UEBhMCVVMxLDAqBgNVBAoTI05l',
      ' dHNjYXBlIENvbW11bmljYXRpb25zIENvcnBvcmF0aW9uMRwwGgYDVQQLExNJbmZvcm1hdGlvbiBTeXN0==',
      'NOTE:Met at the bake sale\\, 2024',
      'EMAIL:jane.alexandra.doe@exa',
      '\tmple.com',
      'ORG:Lincoln Elementary',
    );

    expect(sut(file)).toEqual([
      { fullName: 'Jane Alexandra Doe', email: 'jane.alexandra.doe@example.com', phoneNumber: '' },
    ]);
  });

  it('unescapes text values', () => {
    expect(sut(card('FN:Doe\\, Jane', 'TEL:555 123 4567'))[0]?.fullName).toBe('Doe, Jane');
  });

  it('decodes quoted-printable names from vCard 2.1 exports', () => {
    const file = card(
      'VERSION:2.1',
      'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Jos=C3=A9 Mar=',
      '=C3=ADa',
      'TEL;CELL:5551234567',
    );

    expect(sut(file)).toEqual([{ fullName: 'José María', email: '', phoneNumber: '5551234567' }]);
  });

  it('leaves out cards with no name, email or phone, and text outside cards', () => {
    expect(sut(['garbage', card('VERSION:3.0', 'PHOTO:abc'), card('FN:Only Name')].join('\n'))).toEqual([
      { fullName: 'Only Name', email: '', phoneNumber: '' },
    ]);
  });
});
