import type { ConsentPreference } from '@fundplay/contracts';
import type { ConsentRecord } from './consent-registry';
import { maskedAddress } from './masked-address';

/** What the unsubscribe page shows of a consent: the address masked, the choice and when it was made. */
export function consentPreferenceOf(record: ConsentRecord): ConsentPreference {
  return {
    channel: record.channel,
    maskedAddress: maskedAddress(record.channel, record.address),
    subscribed: record.subscribed,
    changedAt: record.changedAt ? new Date(record.changedAt).toISOString() : null,
  };
}
