import { lazy } from 'react';

const load = () => import('./card-payment-dialog');

/** Starts downloading the payment dialog (e.g. while the PaymentIntent is being created). */
export function preloadCardPaymentDialog(): void {
  void load();
}

/** The card payment dialog, downloaded on first use: pages show it only after someone chose to pay. */
export const LazyCardPaymentDialog = lazy(() => load().then((module) => ({ default: module.CardPaymentDialog })));
