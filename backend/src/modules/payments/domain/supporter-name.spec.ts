import { supporterName } from './supporter-name';

const gift = {
  kind: 'gift' as const,
  firstName: 'Jane',
  lastName: 'doe',
  anonymous: false,
  sponsorName: null,
  label: null,
};

describe('supporterName', () => {
  it('names a donor by first name and last initial', () => {
    expect(supporterName(gift)).toBe('Jane D.');
  });

  it('names a donor who chose anonymity "Anonymous"', () => {
    expect(supporterName({ ...gift, anonymous: true })).toBe('Anonymous');
  });

  it('names a sponsorship by its business name', () => {
    expect(supporterName({ ...gift, kind: 'sponsor', sponsorName: 'Acme Hardware' })).toBe('Acme Hardware');
  });

  it('names manual funds by their label, or "Offline gift", never "Anonymous"', () => {
    expect(supporterName({ ...gift, kind: 'manual', label: 'Bake sale', firstName: '' })).toBe('Bake sale');
    expect(supporterName({ ...gift, kind: 'manual', label: null, firstName: '' })).toBe('Offline gift');
  });
});
