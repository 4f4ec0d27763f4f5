import { moneyMessages, type PaymentIntentStart, type PaymentsConfig, type PaymentStatus } from '@fundplay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Clock } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paymentStatusQueryOptions, recordAnswers, usePaymentStatus } from '@/lib/payments/get-payment-status';
import type { ConfirmOutcome } from '@/lib/payments/payment-outcome';
import { SandboxCardForm } from './sandbox-card-form';

// Stripe.js and its React bindings load only when this FundPlay takes real cards.
const StripePaymentForm = lazy(() =>
  import('./stripe-payment-form').then((module) => ({ default: module.StripePaymentForm })),
);

/** How long to wait for FundPlay to record a confirmed payment before saying it will follow. */
export const fulfilmentWaitMs = 30_000;

export interface CardPaymentDialogProps {
  /** The PaymentIntent to confirm; null while it is being created (the dialog says so, and closes freely). */
  payment: PaymentIntentStart | null;
  config: PaymentsConfig;
  title: string;
  description?: ReactNode;
  /** The submit button's words, e.g. `Pay $27.50`. */
  payLabel: string;
  /**
   * The card was charged and FundPlay recorded it (the signed webhook was fulfilled): its status, or null when the
   * record is late (or the payer closed the dialog while waiting). The dialog stays open; the caller closes it.
   */
  onFulfilled: (status: PaymentStatus | null) => void;
  /** The payer closed the dialog before paying (after 'Close payment?'). */
  onClose: () => void;
}

/**
 * The card payment dialog (spec §2): Stripe's Payment Element or the sandbox card form, the spec's status messages,
 * 'Close payment?' before abandoning it, and then the wait until FundPlay has recorded the payment.
 */
export function CardPaymentDialog({
  payment,
  config,
  title,
  description,
  payLabel,
  onFulfilled,
  onClose,
}: CardPaymentDialogProps) {
  const queryClient = useQueryClient();
  const [confirmed, setConfirmed] = useState<ConfirmOutcome | null>(null);
  const [askingToClose, setAskingToClose] = useState(false);
  // While the card is being confirmed, closing would leave the payer unsure whether they paid: wait for the answer.
  const [busy, setBusy] = useState(false);
  const paymentIntentId = payment?.paymentIntentId ?? '';
  const status = usePaymentStatus(paymentIntentId, confirmed?.kind ?? null);
  // FundPlay's record, once it is the answer for this confirmation (not a declined card's before it).
  const recorded =
    confirmed && status.data && recordAnswers(status.data.status, confirmed.kind) ? status.data : undefined;
  // The provider refused it after all (e.g. a processing payment that failed): the form is back, to pay again.
  const failedLater = recorded?.status === 'failed';
  const waiting = confirmed !== null && !failedLater;

  const reported = useRef(false);
  const report = (result: PaymentStatus | null) => {
    if (reported.current) return;
    reported.current = true;
    onFulfilled(result);
  };
  const reportRef = useRef(report);
  useEffect(() => {
    reportRef.current = report;
  });

  useEffect(() => {
    if (waiting && recorded) reportRef.current(recorded);
  }, [waiting, recorded]);

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => reportRef.current(null), fulfilmentWaitMs);
    return () => clearTimeout(timer);
  }, [waiting]);

  const onOpenChange = (open: boolean) => {
    if (open || busy) return;
    if (!payment) onClose();
    else if (waiting) report(null);
    else setAskingToClose(true);
  };

  const formProps = {
    payLabel,
    onBusyChange: setBusy,
    onConfirmed: (outcome: ConfirmOutcome) => {
      // A new confirmation after a late failure: forget that answer and ask again.
      queryClient.removeQueries({ queryKey: paymentStatusQueryOptions(paymentIntentId).queryKey });
      setConfirmed(outcome);
    },
  };

  return (
    <>
      <Dialog open onOpenChange={onOpenChange}>
        {/* Without a description (while the payment is prepared) the dialog is named by its title alone. */}
        <DialogContent {...(description ? {} : { 'aria-describedby': undefined })}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description ? <DialogDescription>{description}</DialogDescription> : null}
          </DialogHeader>
          {!payment ? (
            <p role="status" className="flex items-center gap-2 py-6 text-sm">
              <Spinner className="size-4" />
              Preparing the payment…
            </p>
          ) : waiting && confirmed ? (
            <Alert role="status" className="items-center">
              {confirmed.kind === 'succeeded' ? <CircleCheck aria-hidden="true" /> : <Clock aria-hidden="true" />}
              <div className="grid gap-1">
                <p className="font-semibold">{confirmed.message}</p>
                <p className="flex items-center gap-2 text-foreground">
                  <Spinner className="size-4" />
                  Recording your payment…
                </p>
              </div>
            </Alert>
          ) : (
            <>
              {failedLater ? (
                <Alert role="alert" variant="error">
                  {moneyMessages.paymentFailed}
                </Alert>
              ) : null}
              {config.mode === 'stripe' ? (
                <Suspense fallback={<Skeleton className="h-56 w-full rounded-xl" />}>
                  <StripePaymentForm
                    publishableKey={config.publishableKey}
                    clientSecret={payment.clientSecret}
                    {...formProps}
                  />
                </Suspense>
              ) : (
                <SandboxCardForm
                  sandboxUrl={config.sandboxUrl ?? ''}
                  publishableKey={config.publishableKey}
                  payment={payment}
                  {...formProps}
                />
              )}
            </>
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={askingToClose}
        onOpenChange={setAskingToClose}
        title={moneyMessages.closePayment}
        description="Your card has not been charged. You can start again whenever you like."
        confirmLabel="Yes, close it"
        onConfirm={() => {
          setAskingToClose(false);
          onClose();
        }}
        destructive
      />
    </>
  );
}
