import { describe, expect, it } from 'vitest';
import { outcomeOfError, outcomeOfStatus } from './payment-outcome';

describe('outcomeOfStatus', () => {
  it.each([
    ['succeeded', 'succeeded', 'Payment succeeded!'],
    ['processing', 'processing', 'Your payment is processing.'],
    ['requires_payment_method', 'retry', 'Your payment was not successful, please try again.'],
    ['requires_action', 'retry', 'Something went wrong.'],
    ['canceled', 'retry', 'Something went wrong.'],
  ])('says what a %s PaymentIntent means with the spec’s message', (status, kind, message) => {
    expect(outcomeOfStatus(status)).toEqual({ kind, message });
  });
});

describe('outcomeOfError', () => {
  it('shows the provider’s own message for card and validation errors', () => {
    expect(outcomeOfError({ type: 'card_error', message: 'Your card was declined.' })).toEqual({
      kind: 'retry',
      message: 'Your card was declined.',
    });
    expect(outcomeOfError({ type: 'validation_error', message: 'Your card number is incomplete.' }).message).toBe(
      'Your card number is incomplete.',
    );
  });

  it('hides any other error behind the spec’s unexpected-error message', () => {
    expect(outcomeOfError({ type: 'api_error', message: 'Internal details' }).message).toBe(
      'An unexpected error occurred.',
    );
    expect(outcomeOfError({}).message).toBe('An unexpected error occurred.');
  });
});
