import type { PayoutAccountDependencies } from '@fundplay/contracts';
import { ApiError } from '@/lib/api-client';

type Dependency = PayoutAccountDependencies['fundRaisers'][number];

function isDependency(value: unknown): value is Dependency {
  return (
    typeof value === 'object' &&
    value !== null &&
    '_id' in value &&
    typeof value._id === 'string' &&
    'fundRaisingName' in value &&
    typeof value.fundRaisingName === 'string'
  );
}

/**
 * The fundraisers (and groups) that keep a payout account from being deleted, when `error` is the server's refusal
 * (409 with `data.fundRaisers`, spec §4); null for any other failure.
 */
export function dependenciesOf(error: unknown): Dependency[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('fundRaisers' in data) || !Array.isArray(data.fundRaisers)) {
    return null;
  }
  return data.fundRaisers.filter(isDependency).map((dependency) => ({
    _id: dependency._id,
    fundRaisingName: dependency.fundRaisingName,
    groupName: typeof dependency.groupName === 'string' ? dependency.groupName : null,
  }));
}
