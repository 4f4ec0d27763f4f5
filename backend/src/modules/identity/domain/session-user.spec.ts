import { maskDestination } from './session-user';

describe('maskDestination', () => {
  it('shows only the last four digits of a phone number, with its country code', () => {
    expect(maskDestination('phone', '+15550100199')).toBe('+1 ••• ••• 0199');
    expect(maskDestination('phone', '+442079460958')).toBe('+44 ••• ••• 0958');
  });

  it('shows the first letter and the domain of an email', () => {
    expect(maskDestination('email', 'pat.lee@example.com')).toBe('p•••@example.com');
  });
});
