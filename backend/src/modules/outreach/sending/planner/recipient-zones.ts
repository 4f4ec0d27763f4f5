import type { OutreachChannel } from '@fundplay/contracts';
import { canonicalTimeZone } from '@fundplay/contracts';
import { getTimezonesForCountry } from 'countries-and-timezones';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * The time zones a recipient's quiet hours must hold in. A phone number tells its country: a country with one zone
 * gives that zone; with several (the United States, Russia, Brazil ...), the fundraiser's when it is one of them (a
 * school's supporters mostly live near it), else all of them, so the message waits until it is day in each. An email,
 * or a number whose country is unknown, gives the fundraiser's zone.
 */
export function recipientZones(channel: OutreachChannel, address: string, fundraiserZone: string): string[] {
  if (channel !== 'sms') return [fundraiserZone];
  const country = parsePhoneNumberFromString(address)?.country;
  if (!country) return [fundraiserZone];
  const zones = [
    ...new Set(
      (getTimezonesForCountry(country) ?? [])
        .map((zone) => canonicalTimeZone(zone.name))
        .filter((zone): zone is string => zone !== null),
    ),
  ];
  if (zones.length === 0) return [fundraiserZone];
  if (zones.length === 1) return zones;
  // Both spelled the way Intl spells them (Asia/Kolkata and Asia/Calcutta are one zone).
  return zones.includes(canonicalTimeZone(fundraiserZone) ?? fundraiserZone) ? [fundraiserZone] : zones;
}
