import { identityRouteTable, type FundraiserSummary, type SessionUser } from '@fundplay/contracts';
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
