import { moneyMessages, validationMessages } from '@fundplay/contracts';
import { describe, expect, it } from 'vitest';
import { chargeSummary, dollarsToCents, donationFormDefaults, type DonationFormValues } from './donation-form-values';
import { validateDonationForm } from './donation-rules';

const context = { referalCode: 'ref_robin42', fundRaisingId: '0b7c1f6e-1111-4000-8000-000000000001' };
const individual: DonationFormValues = {
  ...donationFormDefaults,
  amountChoice: '25',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'Jane@Example.com',
};
const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
const business: DonationFormValues = {
  ...individual,
  type: 'business',
  businessName: 'Corner Bakery',
  websiteUrl: 'https://bakery.example.com',
  logo,
};

const other = (typed: string, values: DonationFormValues = individual): DonationFormValues => ({
  ...values,
  amountChoice: 'other',
  otherAmount: typed,
});
const sut = (values: DonationFormValues) => validateDonationForm(values, context);
const issuesOf = (values: DonationFormValues) => {
  const result = sut(values);
  return result.ok ? [] : result.issues;
};

describe('the donation form’s rules', () => {
  it('sends a quick pick in cents with the donor and the receipt email', () => {
    expect(sut(individual)).toEqual({
      ok: true,
      value: {
        donation: {
          referalCode: 'ref_robin42',
          amount: 2500,
          type: 'individual',
          firstName: 'Jane',
          lastName: 'Doe',
          email: 'jane@example.com',
          anonymous: false,
          showAmount: true,
          coverFee: false,
        },
        sponsor: null,
      },
    });
  });

  it('sends the wall message when there is one, and whether the amount shows', () => {
    expect(sut({ ...individual, message: '  ', showAmount: false })).toMatchObject({
      ok: true,
      value: { donation: { showAmount: false } },
    });
    expect(sut({ ...individual, message: '  ' })).not.toHaveProperty('value.donation.message');
    expect(sut({ ...individual, message: 'Go team!' })).toMatchObject({ value: { donation: { message: 'Go team!' } } });
  });

  it('takes whole dollars of at least $5 for Other', () => {
    expect(sut(other('5'))).toMatchObject({ ok: true, value: { donation: { amount: 500 } } });
    expect(sut(other('$1,000'))).toMatchObject({ ok: true, value: { donation: { amount: 100_000 } } });
    expect(issuesOf(other('4'))).toEqual([{ field: 'otherAmount', message: moneyMessages.donationMinimum }]);
    expect(issuesOf(other(''))).toEqual([{ field: 'otherAmount', message: moneyMessages.donationMinimum }]);
    expect(issuesOf(other('12.50'))).toContainEqual({ field: 'otherAmount', message: moneyMessages.wholeDollars });
    expect(issuesOf(other('ten'))).toContainEqual({ field: 'otherAmount', message: moneyMessages.wholeDollars });
  });

  it('needs a name and a valid email for the receipt', () => {
    const issues = issuesOf({ ...individual, firstName: ' ', email: 'not-an-email' });
    expect(issues).toContainEqual({ field: 'firstName', message: validationMessages.required('First name') });
    expect(issues.map((issue) => issue.field)).toContain('email');
  });

  it('keeps an anonymous individual’s choice, and never makes a business anonymous', () => {
    expect(sut({ ...individual, anonymous: true })).toMatchObject({
      ok: true,
      value: { donation: { anonymous: true } },
    });
    expect(sut({ ...business, anonymous: true })).toMatchObject({
      ok: true,
      value: { donation: { anonymous: false } },
    });
  });

  it('sends a business gift with its sponsor fields and logo', () => {
    expect(sut(business)).toEqual({
      ok: true,
      value: {
        donation: expect.objectContaining({ amount: 2500, type: 'business', anonymous: false }),
        sponsor: {
          fields: {
            fundRaisingId: context.fundRaisingId,
            type: 'business',
            firstName: 'Jane',
            lastName: 'Doe',
            businessName: 'Corner Bakery',
            websiteUrl: 'https://bakery.example.com',
          },
          logo,
        },
      },
    });
  });

  it('takes sponsorships in multiples of $5 only', () => {
    expect(sut(other('35', business)).ok).toBe(true);
    expect(issuesOf(other('37', business))).toEqual([
      { field: 'otherAmount', message: moneyMessages.sponsorshipMultiple },
    ]);
    // The same amount is fine from an individual.
    expect(sut(other('37')).ok).toBe(true);
  });

  it('requires a business name, a website URL and a png or jpeg logo', () => {
    const issues = issuesOf({ ...business, businessName: '', websiteUrl: 'bakery', logo: null });
    expect(issues).toEqual(
      expect.arrayContaining([
        { field: 'businessName', message: validationMessages.required('Business name') },
        { field: 'websiteUrl', message: moneyMessages.websiteUrlInvalid },
        { field: 'logo', message: moneyMessages.logoRequired },
      ]),
    );
    const gif = new File(['GIF89a'], 'logo.gif', { type: 'image/gif' });
    expect(issuesOf({ ...business, logo: gif })).toEqual([{ field: 'logo', message: moneyMessages.logoRequired }]);
  });
});

describe('chargeSummary', () => {
  it('charges the gift itself when the fee is not covered; the cause gets it less the platform fee', () => {
    expect(chargeSummary(2500, false, 1000)).toEqual({
      giftCents: 2500,
      chargeCents: 2500,
      coveredFeeCents: 0,
      toCauseCents: 2250,
    });
  });

  it('adds just enough to cover the fee so the whole gift reaches the cause', () => {
    expect(chargeSummary(2500, true, 1000)).toEqual({
      giftCents: 2500,
      chargeCents: 2777,
      coveredFeeCents: 277,
      toCauseCents: 2500,
    });
    const summary = chargeSummary(1000, true, 1000);
    expect(summary.toCauseCents).toBeGreaterThanOrEqual(1000);
    expect(summary.chargeCents).toBe(1111);
  });

  it('adds nothing when the platform takes no fee', () => {
    expect(chargeSummary(1000, true, 0).chargeCents).toBe(1000);
  });
});

describe('dollarsToCents', () => {
  it('reads typed dollars exactly', () => {
    expect(dollarsToCents('25')).toBe(2500);
    expect(dollarsToCents('7.5')).toBe(750);
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents('')).toBe(0);
    expect(dollarsToCents('1e3')).toBeNaN();
  });
});
