import { z } from 'zod';

// The fundraiser's fields that money's schemas reuse. A file of their own, so money depends on them and not on
// `fundraisers.ts`, which reads money's response types: the dependency runs one way.

const uuid = (message: string) => z.string({ error: message }).uuid(message);
export const fundRaisingIdField = uuid('Choose a fundraiser');
export const groupIdField = uuid('Choose a group');

/** The zone of an IANA name (`America/Chicago`) in its canonical spelling, or null when Intl knows no such zone. */
export function canonicalTimeZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
