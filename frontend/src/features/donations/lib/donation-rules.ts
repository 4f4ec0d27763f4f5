import {
  donationSchema,
  moneyMessages,
  sponsorFieldsSchema,
  type DonationRequest,
  type SponsorFields,
} from '@fundplay/contracts';
import type { z } from 'zod';
import type { FormIssue, Validation } from '@/lib/forms/issues-resolver';
import { giftCentsOf, isLogoType, otherAmount, type DonationFormValues } from './donation-form-values';

/*
 * The donation form's rules are the contract's schemas (the server checks the same, with the same messages). This
 * module brings zod with it, so the donation page loads it only once the donor starts on the form.
 */

/** A checked donation: what getDonations takes, and for a business the sponsor and its logo for addSponsor. */
export interface DonationSubmission {
  /** Checked, without `sponsorId`: addSponsor answers it on submit. */
  donation: Omit<z.output<typeof donationSchema>, 'sponsorId'>;
  sponsor: { fields: SponsorFields; logo: File } | null;
}

export interface DonationContext {
  referalCode: string;
  fundRaisingId: string;
  /** The outreach tracking code from the link (`?t=`); the schema drops a malformed one rather than refuse the gift. */
  trackingCode?: string;
}

/** The form field that shows a request field's message. */
function formFieldOf(requestPath: string, values: DonationFormValues): keyof DonationFormValues {
  switch (requestPath) {
    case 'amount':
      return values.amountChoice === otherAmount ? 'otherAmount' : 'amountChoice';
    case 'firstName':
    case 'lastName':
    case 'email':
    case 'anonymous':
    case 'message':
    case 'showAmount':
    case 'businessName':
    case 'websiteUrl':
      return requestPath;
    default:
      return 'amountChoice';
  }
}

/**
 * Stands for the sponsor addSponsor will answer, so a business gift is checked by the same schema before the sponsor
 * exists; the checked donation never carries it.
 */
const sponsorToCome = '00000000-0000-4000-8000-000000000000';

export function validateDonationForm(
  values: DonationFormValues,
  { referalCode, fundRaisingId, trackingCode }: DonationContext,
): Validation<DonationSubmission> {
  const business = values.type === 'business';
  const donation: DonationRequest = {
    referalCode,
    amount: giftCentsOf(values),
    type: values.type,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    anonymous: !business && values.anonymous,
    // An empty message is no message: the wall shows none rather than an empty quote.
    ...(values.message.trim() ? { message: values.message } : {}),
    showAmount: values.showAmount,
    coverFee: values.coverFee,
    ...(trackingCode ? { trackingCode } : {}),
  };
  const issues: FormIssue[] = [];
  const parsedDonation = donationSchema.safeParse(business ? { ...donation, sponsorId: sponsorToCome } : donation);
  if (!parsedDonation.success) {
    for (const issue of parsedDonation.error.issues) {
      issues.push({ field: formFieldOf(issue.path.join('.'), values), message: issue.message });
    }
  }

  let sponsor: DonationSubmission['sponsor'] = null;
  if (business) {
    const fields: SponsorFields = {
      fundRaisingId,
      type: 'business',
      firstName: values.firstName,
      lastName: values.lastName,
      businessName: values.businessName,
      websiteUrl: values.websiteUrl,
    };
    const parsedSponsor = sponsorFieldsSchema.safeParse(fields);
    if (!parsedSponsor.success) {
      for (const issue of parsedSponsor.error.issues) {
        issues.push({ field: formFieldOf(issue.path.join('.'), values), message: issue.message });
      }
    }
    if (!values.logo || !isLogoType(values.logo)) issues.push({ field: 'logo', message: moneyMessages.logoRequired });
    if (parsedSponsor.success && values.logo) {
      sponsor = {
        fields: { ...fields, businessName: parsedSponsor.data.businessName, websiteUrl: parsedSponsor.data.websiteUrl },
        logo: values.logo,
      };
    }
  }

  if (issues.length > 0 || !parsedDonation.success) return { ok: false, issues };
  const { sponsorId: _unused, ...parsed } = parsedDonation.data;
  return { ok: true, value: { donation: parsed, sponsor } };
}
