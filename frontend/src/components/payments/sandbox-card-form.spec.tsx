import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SandboxCardForm } from './sandbox-card-form';

const sandboxUrl = 'http://127.0.0.1:12111';
const payment = { paymentIntentId: 'pi_3Pq7Test', clientSecret: 'pi_3Pq7Test_secret_abc123' };

/** The sandbox's answer to a confirm: the PaymentIntent, or Stripe's error envelope. */
function stubSandbox(answer: (card: string) => { status: number; body: unknown }) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    const form = init.body as URLSearchParams;
    const { status, body } = answer(form.get('payment_method_data[card][number]') ?? '');
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const declined = (message: string, declineCode: string) => ({
  status: 402,
  body: { error: { type: 'card_error', code: 'card_declined', decline_code: declineCode, message } },
});

function renderForm() {
  const user = userEvent.setup();
  const onConfirmed = vi.fn();
  render(
    <SandboxCardForm
      sandboxUrl={sandboxUrl}
      publishableKey="pk_test_sandbox_t1"
      payment={payment}
      payLabel="Pay $27.77"
      onConfirmed={onConfirmed}
    />,
  );
  const pay = async (number: string) => {
    await user.clear(screen.getByRole('textbox', { name: 'Card number' }));
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), number);
    await user.clear(screen.getByRole('textbox', { name: 'Expiry (MM / YY)' }));
    await user.type(screen.getByRole('textbox', { name: 'Expiry (MM / YY)' }), '1234');
    await user.clear(screen.getByRole('textbox', { name: 'CVC' }));
    await user.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $27.77' }));
  };
  return { user, onConfirmed, pay };
}

describe('SandboxCardForm', () => {
  it('confirms the PaymentIntent at the sandbox as Stripe.js would, and reports the success', async () => {
    const fetchMock = stubSandbox(() => ({ status: 200, body: { id: payment.paymentIntentId, status: 'succeeded' } }));
    const { onConfirmed, pay } = renderForm();

    await pay('4242424242424242');

    await vi.waitFor(() =>
      expect(onConfirmed).toHaveBeenCalledWith({ kind: 'succeeded', message: 'Payment succeeded!' }),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${sandboxUrl}/v1/payment_intents/pi_3Pq7Test/confirm`);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer pk_test_sandbox_t1');
    expect(Object.fromEntries(init?.body as URLSearchParams)).toEqual({
      client_secret: payment.clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': '4242424242424242',
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '2034',
      'payment_method_data[card][cvc]': '123',
    });
  });

  it('shows the provider’s message for a declined card and lets the donor try another card', async () => {
    stubSandbox((card) =>
      card === '4000000000000002'
        ? declined('Your card was declined.', 'generic_decline')
        : { status: 200, body: { id: payment.paymentIntentId, status: 'succeeded' } },
    );
    const { onConfirmed, pay } = renderForm();

    await pay('4000000000000002');

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(onConfirmed).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay $27.77' })).toBeEnabled();

    await pay('4242424242424242');
    await vi.waitFor(() => expect(onConfirmed).toHaveBeenCalledWith(expect.objectContaining({ kind: 'succeeded' })));
    expect(screen.queryByText('Your card was declined.')).not.toBeInTheDocument();
  });

  it('says a card has insufficient funds in the provider’s words', async () => {
    stubSandbox(() => declined('Your card has insufficient funds.', 'insufficient_funds'));
    const { onConfirmed, pay } = renderForm();

    await pay('4000000000009995');

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('reports a payment still processing', async () => {
    stubSandbox(() => ({ status: 200, body: { id: payment.paymentIntentId, status: 'processing' } }));
    const { onConfirmed, pay } = renderForm();

    await pay('4242424242424242');

    await vi.waitFor(() =>
      expect(onConfirmed).toHaveBeenCalledWith({ kind: 'processing', message: 'Your payment is processing.' }),
    );
  });

  it('says an unexpected error occurred when the sandbox cannot be reached, and hides other errors', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { onConfirmed, pay } = renderForm();

    await pay('4242424242424242');
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');

    stubSandbox(() => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'Internal' } },
    }));
    await pay('4242424242424242');
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred.'));
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('checks the card before asking the sandbox', async () => {
    const fetchMock = stubSandbox(() => ({ status: 200, body: { status: 'succeeded' } }));
    const { user } = renderForm();

    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $27.77' }));

    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeInTheDocument();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fills a test card from the hints', async () => {
    const { user } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Use 4000 0000 0000 9995' }));

    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4000 0000 0000 9995');
    expect(screen.getByRole('textbox', { name: 'CVC' })).toHaveValue('123');
  });
});
