import { competeRouteTable, type CompeteRunStart, type StartRunRequest } from '@fundplay/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * POST /api/gameRoutes/startRun: spends one token and opens a compete run. The `runId` is the browser's, one per
 * press of Start, and is sent again on a retry, so a retried request spends nothing twice.
 */
export async function startRun(body: StartRunRequest): Promise<CompeteRunStart> {
  return (await call(competeRouteTable.startRun, { body })).data;
}

export function startRunMutationOptions() {
  return mutationOptions({ mutationKey: ['games', 'start-run'] as const, mutationFn: startRun });
}

export function useStartRun() {
  return useMutation(startRunMutationOptions());
}
