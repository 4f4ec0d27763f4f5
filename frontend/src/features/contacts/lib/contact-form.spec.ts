import { identityMessages, outreachMessages, validationMessages } from '@fundplay/contracts';
import { describe, expect, it } from 'vitest';
import { validateContactUpdate, validateNewContact as sut } from './contact-form';

describe('validateNewContact', () => {
  it('sends the contact normalised: phone in E.164, email in lower case', () => {
    expect(sut({ fullName: ' Jane Doe ', email: 'Jane@Example.com', phoneNumber: '(555) 123-4567' })).toEqual({
      ok: true,
      value: { fullName: 'Jane Doe', email: 'jane@example.com', phoneNumber: '+15551234567' },
    });
  });

  it('asks for a name and for an email or a phone number', () => {
    expect(sut({ fullName: '', email: '', phoneNumber: '' })).toEqual({
      ok: false,
      issues: [
        { field: 'fullName', message: outreachMessages.nameRequired },
        { field: 'email', message: outreachMessages.emailOrPhone },
      ],
    });
  });

  it('says what is wrong with an email or a phone number, not just “Invalid input”', () => {
    expect(sut({ fullName: 'Jane', email: 'jane@', phoneNumber: '12' })).toEqual({
      ok: false,
      issues: [
        { field: 'email', message: validationMessages.email },
        { field: 'phoneNumber', message: identityMessages.phone },
      ],
    });
  });
});

describe('validateContactUpdate', () => {
  it('sends the contact id with the fields', () => {
    const contactId = '0b7c1f6e-5555-4000-8000-000000000001';
    expect(validateContactUpdate(contactId, { fullName: 'Jane', email: '', phoneNumber: '5551234567' })).toEqual({
      ok: true,
      value: { contactId, fullName: 'Jane', email: '', phoneNumber: '+15551234567' },
    });
  });
});
