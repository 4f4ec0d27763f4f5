import { maskedAddress } from './masked-address';

describe('maskedAddress', () => {
  it('keeps the first letter and the domain of an email', () => {
    expect(maskedAddress('email', 'jane.doe@example.com')).toBe('j•••@example.com');
    expect(maskedAddress('email', 'a@b.co')).toBe('a•••@b.co');
  });

  it('keeps the last four digits of a phone number, and not its length', () => {
    expect(maskedAddress('sms', '+15550100123')).toBe('•••••••0123');
    expect(maskedAddress('sms', '+447700900123')).toBe('•••••••0123');
  });

  it('hides an address it cannot read', () => {
    expect(maskedAddress('email', 'nobody')).toBe('•••');
  });
});
