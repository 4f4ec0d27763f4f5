import { moneyMessages, moneyRouteTable, type PaymentsConfig, type PaymentStatus } from '@fundplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, mockRoute, requestsTo, type MockResponse } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { CardPaymentDialog } from './card-payment-dialog';

const paymentIntentId = 'pi_3Pq7Test';
const payment = {
  paymentIntentId,
  clientSecret: `${paymentIntentId}_secret_abc`,
  amountCents: 2500,
  coveredFeeCents: 0,
  tokens: 0,
};
const config: PaymentsConfig = {
  mode: 'sandbox',
  publishableKey: 'pk_test_sandbox_t1',
  sandboxUrl: 'http://127.0.0.1:12111',
  tokenPriceCents: 200,
  tokenEarnCents: 1000,
  platformFeeBasisPoints: 1000,
};

const declined: MockResponse = {
  status: 402,
  body: {
    error: {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    },
  },
};
const intentIn = (status: string): MockResponse => ({
  body: { id: paymentIntentId, object: 'payment_intent', status },
});
const recorded = (status: PaymentStatus['status']): PaymentStatus => ({
  paymentIntentId,
  status,
  amountCents: 2500,
  kind: 'donation',
  receiptSentTo: status === 'succeeded' ? 'd***@example.com' : null,
});

/**
 * The sandbox answers the confirms in turn; FundPlay's status endpoint the recorded statuses in turn (the last
 * one again and again).
 */
function serve(confirms: MockResponse[], statuses: PaymentStatus['status'][]) {
  let confirmed = 0;
  let polled = 0;
  const fetchMock = mockApi({
    [`POST /v1/payment_intents/${paymentIntentId}/confirm`]: () => confirms[confirmed++] ?? intentIn('succeeded'),
    ...mockRoute(moneyRouteTable.paymentStatus, () => ({
      body: { message: 'OK', data: recorded(statuses[Math.min(polled++, statuses.length - 1)] ?? 'pending') },
    })),
  });
  const onFulfilled = vi.fn();
  const rendered = renderWithProviders(
    <CardPaymentDialog
      payment={payment}
      config={config}
      title="Donate $25"
      payLabel="Pay $25"
      onFulfilled={onFulfilled}
      onClose={vi.fn()}
    />,
  );
  const pay = async (card: string) => {
    const dialog = await screen.findByRole('dialog');
    await rendered.user.click(within(dialog).getByRole('button', { name: `Use ${card}` }));
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Pay $25' }));
    return dialog;
  };
  return { fetchMock, onFulfilled, pay };
}

describe('CardPaymentDialog', () => {
  it('waits for the good card’s success when the declined card’s failure is still what FundPlay has recorded', async () => {
    // The declined attempt's `payment_intent.payment_failed` webhook was fulfilled while the donor typed the next
    // card; the good card's `payment_intent.succeeded` is fulfilled just after the first poll.
    const { fetchMock, onFulfilled, pay } = serve([declined, intentIn('succeeded')], ['failed', 'succeeded']);

    const dialog = await pay('4000 0000 0000 0002');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined.');
    await pay('4242 4242 4242 4242');

    expect(await within(dialog).findByText(moneyMessages.paymentSucceeded)).toBeInTheDocument();
    await waitFor(() => expect(onFulfilled).toHaveBeenCalledWith(recorded('succeeded')));
    expect(onFulfilled).toHaveBeenCalledTimes(1);
    expect(requestsTo(fetchMock, moneyRouteTable.paymentStatus)).toHaveLength(2);
    expect(within(dialog).queryByText(moneyMessages.paymentFailed)).not.toBeInTheDocument();
  });

  it('brings the form back when a payment that was still processing is recorded as failed', async () => {
    const { onFulfilled, pay } = serve([intentIn('processing')], ['pending', 'failed']);

    const dialog = await pay('4242 4242 4242 4242');

    expect(await within(dialog).findByText(moneyMessages.paymentProcessing)).toBeInTheDocument();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(moneyMessages.paymentFailed);
    expect(within(dialog).getByRole('button', { name: 'Pay $25' })).toBeEnabled();
    expect(onFulfilled).not.toHaveBeenCalled();
  });
});
