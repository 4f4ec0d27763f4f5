import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StripePaymentForm } from './stripe-payment-form';

const stripe = vi.hoisted(() => ({ confirmPayment: vi.fn() }));
const loadStripe = vi.hoisted(() => vi.fn(async () => stripe));

vi.mock('@stripe/stripe-js', () => ({ loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <>{children}</>,
  PaymentElement: ({ onReady }: { onReady?: () => void }) => {
    queueMicrotask(() => onReady?.());
    return <div data-testid="payment-element" />;
  },
  useStripe: () => stripe,
  useElements: () => ({ kind: 'elements' }),
}));

function renderForm() {
  const onConfirmed = vi.fn();
  render(
    <StripePaymentForm
      publishableKey="pk_test_real"
      clientSecret="pi_1_secret_2"
      payLabel="Pay $25"
      onConfirmed={onConfirmed}
    />,
  );
  return { user: userEvent.setup(), onConfirmed };
}

describe('StripePaymentForm', () => {
  it('confirms with Stripe.js in place and reports a success', async () => {
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const { user, onConfirmed } = renderForm();

    await user.click(await screen.findByRole('button', { name: 'Pay $25' }));

    await vi.waitFor(() =>
      expect(onConfirmed).toHaveBeenCalledWith({ kind: 'succeeded', message: 'Payment succeeded!' }),
    );
    expect(loadStripe).toHaveBeenCalledWith('pk_test_real');
    expect(stripe.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({ elements: { kind: 'elements' }, redirect: 'if_required' }),
    );
  });

  it('shows Stripe’s message for a card error and keeps the form', async () => {
    stripe.confirmPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } });
    const { user, onConfirmed } = renderForm();

    await user.click(await screen.findByRole('button', { name: 'Pay $25' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('says an unexpected error occurred for anything else', async () => {
    stripe.confirmPayment.mockResolvedValue({ error: { type: 'api_connection_error', message: 'Network down' } });
    const { user } = renderForm();

    await user.click(await screen.findByRole('button', { name: 'Pay $25' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
  });
});
