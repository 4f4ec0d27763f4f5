import { moneyMessages, type PaymentIntentStart, type PaymentsConfig } from '@fundplay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { preloadCardPaymentDialog } from '@/components/payments/lazy-card-payment-dialog';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/form-errors';
import { paymentsConfigQueryOptions } from '@/lib/payments/get-payments-config';
import { otherAmount, type DonationFormApi, type DonationFormValues } from '../lib/donation-form-values';
import { preloadThankYou } from '../components/lazy-thank-you';
import type { DonationThanks } from '../components/thank-you';

// The requests (and zod with the schemas they use) come when the donor submits.
const loadRequests = () => Promise.all([import('../api/add-sponsor'), import('../api/start-donation')]);

/** Refusals that are not about the form: the fundraiser takes no gift through this code right now. */
const refusedStatuses = new Set([404, 409, 410, 423]);
const notAcceptingMessages: string[] = [
  moneyMessages.notAcceptingNotStarted,
  moneyMessages.notAcceptingEnded,
  moneyMessages.payoutAccountMissing,
  moneyMessages.invalidReferral,
];

type DonationField = keyof DonationFormValues;

/** The form field that shows a server message about a request field (`amount`, `image` …). */
function formFieldOfServer(field: string, values: DonationFormValues): DonationField | null {
  switch (field) {
    case 'amount':
      return values.amountChoice === otherAmount ? 'otherAmount' : 'amountChoice';
    case 'image':
      return 'logo';
    case 'firstName':
    case 'lastName':
    case 'email':
    case 'anonymous':
    case 'message':
    case 'showAmount':
    case 'coverFee':
    case 'businessName':
    case 'websiteUrl':
      return field;
    default:
      return null;
  }
}

interface PendingPayment {
  start: PaymentIntentStart;
  config: PaymentsConfig;
  thanks: Omit<DonationThanks, 'recorded'>;
}

/**
 * Submitting the donation form: adds the business sponsor first when there is one, starts the donation, and hands
 * back the payment for the card dialog. A server message about a field shows on that field; a refusal the donor
 * cannot fix (the fundraiser takes no gifts through this code) goes to `onRefused`.
 */
export function useSubmitDonation(form: DonationFormApi, onRefused: (message: string) => void) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [payment, setPayment] = useState<PendingPayment | null>(null);

  const showServerError = (error: unknown, fallback: string) => {
    if (!(error instanceof ApiError)) {
      setFailure(errorMessage(error, fallback));
      return;
    }
    const values = form.getValues();
    const shown: string[] = [];
    for (const [field, [message] = []] of Object.entries(error.fieldErrors)) {
      const formField = formFieldOfServer(field, values);
      if (formField && message) {
        form.setError(formField, { type: 'server', message });
        shown.push(message);
      }
    }
    if (!shown.includes(error.message)) setFailure(error.message || fallback);
  };

  const onSubmit = form.handleSubmit(async ({ donation, sponsor }) => {
    setFailure(null);
    preloadCardPaymentDialog();
    preloadThankYou();
    let paymentsConfig: PaymentsConfig;
    let requests: Awaited<ReturnType<typeof loadRequests>>;
    try {
      [paymentsConfig, requests] = await Promise.all([
        queryClient.fetchQuery(paymentsConfigQueryOptions()),
        loadRequests(),
      ]);
    } catch (error) {
      setFailure(errorMessage(error, moneyMessages.unexpectedError));
      return;
    }
    const [{ addSponsor }, { startDonation }] = requests;

    let sponsorId: string | undefined;
    if (sponsor) {
      try {
        sponsorId = (await addSponsor(sponsor)).sponsor._id;
      } catch (error) {
        showServerError(error, moneyMessages.sponsorAddError);
        return;
      }
    }
    try {
      const start = await startDonation(sponsorId ? { ...donation, sponsorId } : donation);
      setPayment({
        start,
        config: paymentsConfig,
        thanks: {
          name: sponsor?.fields.businessName ?? donation.firstName,
          giftCents: Number(donation.amount),
          chargeCents: start.amountCents,
          email: donation.email,
        },
      });
    } catch (error) {
      if (
        error instanceof ApiError &&
        (refusedStatuses.has(error.status) || notAcceptingMessages.includes(error.message))
      ) {
        onRefused(error.message);
        return;
      }
      showServerError(error, moneyMessages.unexpectedError);
    }
  });

  return { onSubmit, failure, payment, endPayment: () => setPayment(null) };
}
