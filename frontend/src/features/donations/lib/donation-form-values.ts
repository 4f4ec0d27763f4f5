import { chargeCoveringFee, moneyLimits, platformFeeCents, type DonorType } from '@fundplay/contracts';
import type { UseFormReturn } from 'react-hook-form';
import type { DonationSubmission } from './donation-rules';

/** The quick picks' value for "Other". */
export const otherAmount = 'other';

/** The donation form as the donor fills it: amounts in dollars as typed, the logo as a file. */
export interface DonationFormValues {
  /** A quick pick in dollars (`'25'`) or `'other'`. */
  amountChoice: string;
  /** Dollars as typed when "Other" is chosen. */
  otherAmount: string;
  type: DonorType;
  firstName: string;
  lastName: string;
  email: string;
  anonymous: boolean;
  /** An optional word for the supporters wall (up to 280 characters). */
  message: string;
  /** Show the gift's amount on the supporters wall. */
  showAmount: boolean;
  coverFee: boolean;
  businessName: string;
  websiteUrl: string;
  logo: File | null;
}

/** The donation form's react-hook-form handle: the values as filled in, the submission its rules make of them. */
export type DonationFormApi = UseFormReturn<DonationFormValues, unknown, DonationSubmission>;

export const donationFormDefaults: DonationFormValues = {
  amountChoice: String(moneyLimits.defaultDonationDollars),
  otherAmount: '',
  type: 'individual',
  firstName: '',
  lastName: '',
  email: '',
  anonymous: false,
  message: '',
  showAmount: true,
  coverFee: false,
  businessName: '',
  websiteUrl: '',
  logo: null,
};

/**
 * Dollars as typed -> integer cents, exactly (no float arithmetic): `'25'` -> 2500, `'7.5'` -> 750, `''` -> 0.
 * Anything that is not an amount is NaN, which the contract's rules refuse with their own message.
 */
export function dollarsToCents(typed: string): number {
  const text = typed.trim().replace(/^\$/, '').replace(/,/g, '');
  if (text === '') return 0;
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return Number.NaN;
  const [, dollars = '0', cents = ''] = match;
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}

/** The gift in cents the form stands for: the quick pick, or the "Other" amount. */
export function giftCentsOf(values: Pick<DonationFormValues, 'amountChoice' | 'otherAmount'>): number {
  return values.amountChoice === otherAmount ? dollarsToCents(values.otherAmount) : Number(values.amountChoice) * 100;
}

export interface ChargeSummary {
  giftCents: number;
  /** What the card is charged. */
  chargeCents: number;
  /** The extra a donor who covers the fee adds (0 otherwise). */
  coveredFeeCents: number;
  /** What reaches the cause after the platform fee. */
  toCauseCents: number;
}

/**
 * What a gift costs the donor and what reaches the cause, with or without covering the platform fee (the server
 * computes the same with the same functions from the contracts).
 */
export function chargeSummary(giftCents: number, coverFee: boolean, feeBasisPoints: number): ChargeSummary {
  const chargeCents = coverFee ? chargeCoveringFee(giftCents, feeBasisPoints) : giftCents;
  return {
    giftCents,
    chargeCents,
    coveredFeeCents: chargeCents - giftCents,
    toCauseCents: chargeCents - platformFeeCents(chargeCents, feeBasisPoints),
  };
}

/** The logo types a sponsor may upload (spec §5: png, jpg, jpeg). */
export const logoTypes = ['image/png', 'image/jpeg'] as const;
export const isLogoType = (file: File): boolean => (logoTypes as readonly string[]).includes(file.type);
