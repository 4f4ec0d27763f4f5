import { moneyRouteTable, type DonationRequest, type PaymentIntentStart } from '@fundplay/contracts';
import { call } from '@/lib/api-client';

/**
 * POST /api/authRoutes/getDonations: a PaymentIntent for the gift, to confirm with the card form. The form loads this
 * module (and the money schemas with it) on submit. Nothing to invalidate: the gift counts once the signed webhook
 * is fulfilled, and the live totals say so.
 */
export async function startDonation(body: DonationRequest): Promise<PaymentIntentStart> {
  return (await call(moneyRouteTable.getDonations, { body })).data;
}
