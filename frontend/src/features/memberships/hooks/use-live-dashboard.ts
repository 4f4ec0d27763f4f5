import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useFundraiserTotalsLive } from '@/lib/use-fundraiser-totals-live';
import { sponsorsQueryOptions } from '../api/get-sponsors';

/**
 * Keeps a member's dashboard of one fundraiser live: when the server says the fundraiser's totals changed (a gift,
 * a token purchase, manual funds, a refund), the dashboard and its sponsors' totals are fetched again.
 */
export function useLiveDashboard(fundraiserId: string, dashboardQueryKey: QueryKey): void {
  const queryClient = useQueryClient();
  // The socket hook always calls the latest callback, so it need not be memoised.
  useFundraiserTotalsLive(fundraiserId, () => {
    void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    void queryClient.invalidateQueries({ queryKey: sponsorsQueryOptions(fundraiserId).queryKey });
  });
}
