import {
  identityRouteTable,
  layoutRouteTable,
  type FundraiserSummary,
  type PaymentsConfig,
  type SessionUser,
} from '@fundplay/contracts';
import { mockRoute } from '@/test/mock-api';

const day = 86_400_000;

/** A running fundraiser as lists show it (money in cents). */
export function fundraiserSummary(overrides: Partial<FundraiserSummary> = {}): FundraiserSummary {
  const start = Date.UTC(2027, 2, 1);
  return {
    _id: '0b7c1f6e-1111-4000-8000-000000000001',
    fundRaisingName: 'Spring Gala',
    city: 'Springfield',
    state: 'IL',
    fundRaisingStartTime: start,
    fundRaisingEndTime: start + 21 * day,
    fundRaisingGoal: 500_000,
    fundRaisingCause: 'New band uniforms',
    fundRaisingImage: null,
    totalFunding: 12_550,
    status: 'inProgress',
    groupCount: 2,
    participantCount: 12,
    ...overrides,
  };
}

/** `GET /api/authRoutes/me`, answered for the signed-in `user`. */
export const meRoute = (user: SessionUser) =>
  mockRoute(identityRouteTable.me, () => ({ body: { message: 'OK', data: user } }));

/** Card payments through the sandbox, tokens at $2 (the server's configuration). */
export const paymentsConfig: PaymentsConfig = {
  mode: 'sandbox',
  publishableKey: 'pk_test_sandbox_t1',
  sandboxUrl: 'http://127.0.0.1:12111',
  tokenPriceCents: 200,
  tokenEarnCents: 1000,
  platformFeeBasisPoints: 1000,
};

/** `GET /api/payments/config`. */
export const paymentsConfigRoute = mockRoute(layoutRouteTable.paymentsConfig, () => ({
  body: { message: 'OK', data: paymentsConfig },
}));
