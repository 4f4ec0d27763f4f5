import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { CreditCard } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { outcomeOfError, outcomeOfStatus, type ConfirmOutcome } from '@/lib/payments/payment-outcome';

// Stripe.js is loaded once per key and only in stripe mode (this module itself loads lazily).
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  payLabel: string;
  onConfirmed: (outcome: ConfirmOutcome) => void;
  onBusyChange?: (busy: boolean) => void;
}

/** Stripe's Payment Element for the PaymentIntent, confirmed in place (`redirect: 'if_required'`). */
export function StripePaymentForm({ publishableKey, clientSecret, ...props }: StripePaymentFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <PaymentElementForm {...props} />
    </Elements>
  );
}

function PaymentElementForm({
  payLabel,
  onConfirmed,
  onBusyChange,
}: Omit<StripePaymentFormProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setMessage(null);
    setBusy(true);
    onBusyChange?.(true);
    let outcome: ConfirmOutcome;
    try {
      const result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        // Only payment methods that must leave the page use it; cards are confirmed here.
        confirmParams: { return_url: window.location.href },
      });
      outcome = result.error ? outcomeOfError(result.error) : outcomeOfStatus(result.paymentIntent.status);
    } catch {
      outcome = outcomeOfError({});
    }
    setBusy(false);
    onBusyChange?.(false);
    if (outcome.kind === 'retry') setMessage(outcome.message);
    else onConfirmed(outcome);
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-label="Card details">
      {ready ? null : <Skeleton className="h-40 w-full rounded-xl" />}
      <PaymentElement options={{ layout: 'tabs' }} onReady={() => setReady(true)} />
      {message ? (
        <Alert role="alert" variant="error">
          {message}
        </Alert>
      ) : null}
      <Button type="submit" variant="trust" size="lg" disabled={!stripe || !elements || !ready || busy}>
        {busy ? <Spinner className="size-4" /> : <CreditCard aria-hidden="true" />}
        {payLabel}
      </Button>
    </form>
  );
}
