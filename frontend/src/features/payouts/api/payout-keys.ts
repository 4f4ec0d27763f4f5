/** Query keys of the payouts feature: one place, so mutations invalidate exactly what queries read. */
export const payoutKeys = {
  all: ['payouts'] as const,
  accounts: () => ['payouts', 'accounts'] as const,
};
