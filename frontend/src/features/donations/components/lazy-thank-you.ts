import { lazy } from 'react';

const load = () => import('./thank-you');

/** Starts downloading the thank-you (e.g. when the donor presses Donate), so it shows at once after paying. */
export function preloadThankYou(): void {
  void load();
}

/** The thank-you after a gift, downloaded on first use: a donor sees it only after paying. */
export const LazyThankYou = lazy(() => load().then((module) => ({ default: module.ThankYou })));
