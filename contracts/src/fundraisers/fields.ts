import { z } from 'zod';
import { integerField } from '../integers';
import { validationMessages } from '../messages';
import { safeText } from '../text';
import { fundraiserLimits, fundraiserMessages } from './status';

// The fields of a fundraiser and its groups. Money's schemas reuse some: this file reads nothing of money's (only
// dashboard-responses.ts names money's types), so the dependency runs one way.

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

const boundedText = (label: string, min: number, max: number, message: string) =>
  safeText(
    z
      .string({ error: validationMessages.required(label) })
      .trim()
      .min(1, validationMessages.required(label))
      .min(min, message)
      .max(max, message),
  );

const digits = (label: string, pattern: RegExp, message: string) =>
  z
    .string({ error: validationMessages.required(label) })
    .trim()
    .min(1, validationMessages.required(label))
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(pattern, message));

export const fundRaisingNameField = boundedText('Fundraiser name', 2, 100, fundraiserMessages.nameLength);
export const causeField = boundedText('Cause', 2, 100, fundraiserMessages.causeLength);
export const groupNameField = boundedText('Group name', 2, 100, fundraiserMessages.groupNameLength);

/** A goal in integer cents, whole dollars, at least $10. */
export const goalCentsField = integerField(
  validationMessages.required('Goal'),
  z
    .number()
    .int(fundraiserMessages.goalWholeDollars)
    .min(fundraiserLimits.minimumGoalCents, fundraiserMessages.goalMinimum)
    .max(100_000_000_00, 'Goal is too large')
    .refine((cents) => cents % 100 === 0, fundraiserMessages.goalWholeDollars),
);

/** A group goal in integer cents, whole dollars, 0 or more (spec §5: minimum 0). */
export const groupGoalCentsField = integerField(
  validationMessages.required('Group goal'),
  z
    .number()
    .int(fundraiserMessages.goalWholeDollars)
    .min(0, 'Group goal cannot be negative')
    .max(100_000_000_00, 'Goal is too large')
    .refine((cents) => cents % 100 === 0, fundraiserMessages.goalWholeDollars),
);

/** The fundraiser's organisation and bank details (wizard step "info"). */
export const fundraiserInfoFields = {
  fundRaisingName: fundRaisingNameField,
  address: boundedText('Address', 2, 200, 'Address must be 2 to 200 characters'),
  city: boundedText('City', 2, 100, 'City must be 2 to 100 characters'),
  state: z
    .string({ error: validationMessages.required('State') })
    .trim()
    .min(1, validationMessages.required('State'))
    .regex(/^[A-Za-z]{2}$/, fundraiserMessages.state)
    .transform((value) => value.toUpperCase()),
  zip: digits('Zip', /^\d{5}$/, fundraiserMessages.zip),
  fundRaisingTaxId: digits('Tax ID', /^\d{9}$/, fundraiserMessages.taxId),
  fundRaisingRoutingNumber: digits('Routing number', /^\d{9}$/, fundraiserMessages.routingNumber),
  fundRaisingAccountNumber: digits('Account number', /^\d{4,17}$/, fundraiserMessages.accountNumber),
};
