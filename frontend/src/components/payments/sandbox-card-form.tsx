import type { PaymentIntentStart } from '@fundplay/contracts';
import { CreditCard, FlaskConical } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import {
  checkCard,
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  sandboxTestCards,
  type CardDetails,
  type CardField,
} from '@/lib/payments/card-details';
import { confirmAtSandbox } from '@/lib/payments/confirm-at-sandbox';
import type { ConfirmOutcome } from '@/lib/payments/payment-outcome';

interface SandboxCardFormProps {
  sandboxUrl: string;
  publishableKey: string;
  payment: Pick<PaymentIntentStart, 'paymentIntentId' | 'clientSecret'>;
  payLabel: string;
  /** The card was charged (or is being processed). */
  onConfirmed: (outcome: ConfirmOutcome) => void;
  /** While the sandbox is being asked. */
  onBusyChange?: (busy: boolean) => void;
}

const emptyCard: CardDetails = { number: '', expiry: '', cvc: '' };

/**
 * The card form of sandbox mode: it confirms the PaymentIntent at the local Stripe-compatible sandbox as Stripe.js
 * confirms it at Stripe. A declined card shows the provider's message and the form stays, to try another card.
 */
export function SandboxCardForm({
  sandboxUrl,
  publishableKey,
  payment,
  payLabel,
  onConfirmed,
  onBusyChange,
}: SandboxCardFormProps) {
  const [card, setCard] = useState<CardDetails>(emptyCard);
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (field: CardField, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const fillTestCard = (number: string) => {
    const nextYear = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
    setCard((current) => ({
      number: formatCardNumber(number),
      expiry: current.expiry || `12 / ${nextYear}`,
      cvc: current.cvc || '123',
    }));
    setErrors({});
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkCard(card);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setMessage(null);
    setBusy(true);
    onBusyChange?.(true);
    const outcome = await confirmAtSandbox({
      sandboxUrl,
      publishableKey,
      paymentIntentId: payment.paymentIntentId,
      clientSecret: payment.clientSecret,
      card: checked.card,
    });
    setBusy(false);
    onBusyChange?.(false);
    if (outcome.kind === 'retry') setMessage(outcome.message);
    else onConfirmed(outcome);
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-label="Card details">
      <FormField label="Card number" error={errors.number}>
        <Input
          value={card.number}
          onChange={(event) => edit('number', formatCardNumber(event.target.value))}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          maxLength={23}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Expiry (MM / YY)" error={errors.expiry}>
          <Input
            value={card.expiry}
            onChange={(event) => edit('expiry', formatExpiry(event.target.value))}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            maxLength={7}
          />
        </FormField>
        <FormField label="CVC" error={errors.cvc}>
          <Input
            value={card.cvc}
            onChange={(event) => edit('cvc', digitsOnly(event.target.value).slice(0, 4))}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="CVC"
            maxLength={4}
          />
        </FormField>
      </div>
      <div className="grid gap-2 rounded-xl border border-dashed bg-muted/40 p-3 text-sm">
        <p className="flex items-center gap-2 font-semibold">
          <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
          Test mode: no real money moves
        </p>
        <ul className="grid gap-1" aria-label="Test cards">
          {sandboxTestCards.map((testCard) => (
            <li key={testCard.number} className="flex items-center justify-between gap-3">
              <span className="grid">
                <span className="font-mono">{testCard.number}</span>
                <span className="text-xs text-muted-foreground">{testCard.outcome}</span>
              </span>
              <Button
                variant="link"
                size="sm"
                className="h-8 px-1"
                onClick={() => fillTestCard(testCard.number)}
                aria-label={`Use ${testCard.number}`}
              >
                Use
              </Button>
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground">Any future date and any 3 digits.</p>
      </div>
      {message ? (
        <Alert role="alert" variant="error">
          {message}
        </Alert>
      ) : null}
      <Button type="submit" variant="trust" size="lg" disabled={busy}>
        {busy ? <Spinner className="size-4" /> : <CreditCard aria-hidden="true" />}
        {payLabel}
      </Button>
    </form>
  );
}
