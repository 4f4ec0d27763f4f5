import {
  checkSchedule,
  createFundraiserInfoSchema,
  durationWeeks,
  fundraiserLimits,
  fundraiserMessages,
  updateFundraiserSchema,
  type FundraiserDetail,
} from '@fundplay/contracts';
import { z } from 'zod';
import { formatTaxId } from '@/lib/format-tax-id';
import { contractResolver, type FormIssue } from './contract-resolver';
import { endAfterWeeks, isoDateOf, localMidnight } from './dates';

/** The wizard's info step as the person fills it in: a calendar date and a number of weeks. */
export interface FundraiserInfoFormValues {
  fundRaisingName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  fundRaisingTaxId: string;
  fundRaisingRoutingNumber: string;
  fundRaisingAccountNumber: string;
  /** `YYYY-MM-DD` */
  startDate: string;
  weeks: number;
  /** IANA zone where the fundraiser takes place (outreach's days and quiet hours); the creator's by default. */
  timeZone: string;
  termsAccepted: boolean;
  privacyAccepted: boolean;
  authorizedAccepted: boolean;
}

/** The browser's IANA time zone, or '' when it reports none (the server then keeps its default). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || '';
}

/** Every zone the browser knows, for the wizard's select; `current` first in its place even if Intl omits it. */
export function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, ...(current ? [current] : [])])].sort();
}

export const emptyFundraiserInfo: FundraiserInfoFormValues = {
  fundRaisingName: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  fundRaisingTaxId: '',
  fundRaisingRoutingNumber: '',
  fundRaisingAccountNumber: '',
  startDate: '',
  weeks: fundraiserLimits.defaultWeeks,
  timeZone: browserTimeZone(),
  termsAccepted: false,
  privacyAccepted: false,
  authorizedAccepted: false,
};

/**
 * The form's fields for the request's schedule: the start date input and the weeks counter (an end time that is
 * not a time at all comes from a missing start date).
 */
export function scheduleField(requestPath: string, message?: string): string {
  if (requestPath === 'fundRaisingStartTime' || message === fundraiserMessages.startDateInvalid) return 'startDate';
  if (requestPath === 'fundRaisingEndTime') return 'weeks';
  return requestPath;
}

/** Start at local midnight of the chosen date; end = start + 7 days per week. */
export function scheduleOf({ startDate, weeks }: Pick<FundraiserInfoFormValues, 'startDate' | 'weeks'>) {
  const fundRaisingStartTime = localMidnight(startDate);
  return { fundRaisingStartTime, fundRaisingEndTime: endAfterWeeks(fundRaisingStartTime, weeks) };
}

/**
 * The schedule rule on its own: the whole schema checks it only once every other field is valid, but a past
 * start date should be pointed out together with the rest.
 */
export function scheduleIssues(values: Pick<FundraiserInfoFormValues, 'startDate' | 'weeks'>, now = Date.now()) {
  const schedule = scheduleOf(values);
  if (!Number.isFinite(schedule.fundRaisingStartTime)) {
    return [{ field: 'startDate', message: fundraiserMessages.startDateInvalid }];
  }
  const issues: FormIssue[] = [];
  z.object({ fundRaisingStartTime: z.number(), fundRaisingEndTime: z.number() })
    .superRefine((value, ctx) => checkSchedule(value, ctx, now))
    .safeParse(schedule)
    .error?.issues.forEach((issue) =>
      issues.push({ field: scheduleField(String(issue.path[0])), message: issue.message }),
    );
  return issues;
}

/**
 * The request before validation: the resolver checks it with the contracts schema. The time zone (the creator's
 * unless they chose another) is where outreach counts a sender's day and quiet hours when a recipient's is unknown.
 */
export function toCreateFundraiserRequest(values: FundraiserInfoFormValues) {
  const { startDate: _startDate, weeks: _weeks, timeZone, ...fields } = values;
  const zone = timeZone || browserTimeZone();
  return { ...fields, ...scheduleOf(values), ...(zone ? { timeZone: zone } : {}) };
}

/** Validates the info step with the server's rules and messages for it (createFundraiserInfoSchema). */
export const fundraiserInfoResolver = contractResolver(createFundraiserInfoSchema, toCreateFundraiserRequest, {
  fieldOf: scheduleField,
  extraIssues: (values: FundraiserInfoFormValues) => scheduleIssues(values),
});

/** The edit dialog starts from the stored fundraiser; the masked bank numbers start empty ("keep them"). */
export function infoValuesOf(fundraiser: FundraiserDetail): FundraiserInfoFormValues {
  return {
    fundRaisingName: fundraiser.fundRaisingName,
    address: fundraiser.address,
    city: fundraiser.city,
    state: fundraiser.state,
    zip: fundraiser.zip,
    fundRaisingTaxId: formatTaxId(fundraiser.fundRaisingTaxId),
    fundRaisingRoutingNumber: '',
    fundRaisingAccountNumber: '',
    startDate: isoDateOf(fundraiser.fundRaisingStartTime),
    weeks: Math.round(durationWeeks(fundraiser.fundRaisingStartTime, fundraiser.fundRaisingEndTime)),
    // Not editable after creation (updateFundRaising has no time zone).
    timeZone: '',
    termsAccepted: true,
    privacyAccepted: true,
    authorizedAccepted: true,
  };
}

function scheduleChanged(fundraiser: FundraiserDetail, values: FundraiserInfoFormValues): boolean {
  const schedule = scheduleOf(values);
  return (
    schedule.fundRaisingStartTime !== fundraiser.fundRaisingStartTime ||
    schedule.fundRaisingEndTime !== fundraiser.fundRaisingEndTime
  );
}

/** What the edit dialog sends: the info fields, new bank numbers only when typed, the schedule only when changed. */
export function toUpdateFundraiserRequest(fundraiser: FundraiserDetail, values: FundraiserInfoFormValues) {
  const routing = values.fundRaisingRoutingNumber.trim();
  const account = values.fundRaisingAccountNumber.trim();
  return {
    fundRaisingId: fundraiser._id,
    fundRaisingName: values.fundRaisingName,
    address: values.address,
    city: values.city,
    state: values.state,
    zip: values.zip,
    fundRaisingTaxId: values.fundRaisingTaxId,
    ...(routing ? { fundRaisingRoutingNumber: routing } : {}),
    ...(account ? { fundRaisingAccountNumber: account } : {}),
    ...(scheduleChanged(fundraiser, values) ? scheduleOf(values) : {}),
  };
}

/** Validates the edit dialog with updateFundraiserSchema (the server's rules and messages). */
export function editFundraiserInfoResolver(fundraiser: FundraiserDetail) {
  return contractResolver(
    updateFundraiserSchema,
    (values: FundraiserInfoFormValues) => toUpdateFundraiserRequest(fundraiser, values),
    {
      fieldOf: scheduleField,
      extraIssues: (values) => (scheduleChanged(fundraiser, values) ? scheduleIssues(values) : []),
    },
  );
}
