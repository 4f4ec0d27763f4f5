import { escapeHtml, page } from './html';
import type { PageResponse } from './onboarding-page';
import type { SandboxServices } from './router';

/** The page a charge's `receipt_url` points at, like Stripe's hosted receipts. */
export function receiptPage(services: SandboxServices, chargeId: string): PageResponse {
  const charge = Object.values(services.store.state.tenants)
    .map((tenant) => (Object.hasOwn(tenant.charges, chargeId) ? tenant.charges[chargeId] : undefined))
    .find((found) => found !== undefined);
  if (!charge) return { status: 404, html: page('Receipt not found', '<h1>Receipt not found</h1>') };
  const amount = `${(charge.amount / 100).toFixed(2)} ${charge.currency.toUpperCase()}`;
  const card = charge.payment_method_details?.card;
  return {
    status: 200,
    html: page(
      'Receipt',
      `<h1>Receipt</h1>
<dl>
  <dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
  <dt>Refunded</dt><dd>${escapeHtml((charge.amount_refunded / 100).toFixed(2))}</dd>
  <dt>Date</dt><dd>${escapeHtml(new Date(charge.created * 1000).toISOString().slice(0, 10))}</dd>
  <dt>Card</dt><dd>${escapeHtml(`${card?.brand ?? 'card'} •••• ${card?.last4 ?? ''}`)}</dd>
  <dt>Status</dt><dd>${escapeHtml(charge.status)}</dd>
  <dt>Charge</dt><dd>${escapeHtml(charge.id)}</dd>
</dl>`,
    ),
  };
}
