import {
  createFundraiserSchema,
  durationWeeks,
  fundraiserLimits,
  fundraiserMessages,
  fundraiserStatus,
  fundraiserStatusMessage,
  groupPayoutSource,
  isStartInPast,
  type FundraiserStatusInput,
} from '@fundplay/contracts';
import { z } from 'zod';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const start = Date.UTC(2027, 2, 1);
const end = start + 3 * fundraiserLimits.weekMs;

const running = (overrides: Partial<FundraiserStatusInput> = {}): FundraiserStatusInput => ({
  fundRaisingStartTime: start,
  fundRaisingEndTime: end,
  fundRaisingStripe: null,
  groupAccounts: [],
  ...overrides,
});

describe('fundraiserStatus', () => {
  it('is not started until the start instant, and running from it', () => {
    const linked = running({ fundRaisingStripe: 'acct_1' });
    expect(fundraiserStatus(linked, start - 1)).toBe('notStarted');
    expect(fundraiserStatus(linked, start)).toBe('inProgress');
  });

  it('has ended from the end instant on, linked or not', () => {
    expect(fundraiserStatus(running({ fundRaisingStripe: 'acct_1' }), end - 1)).toBe('inProgress');
    expect(fundraiserStatus(running({ fundRaisingStripe: 'acct_1' }), end)).toBe('ended');
    expect(fundraiserStatus(running(), end + DAY)).toBe('ended');
  });

  it('without groups, is in progress only when the fundraiser has a payout account', () => {
    expect(fundraiserStatus(running(), start + DAY)).toBe('startedButInactive');
    expect(fundraiserStatus(running({ fundRaisingStripe: 'acct_1' }), start + DAY)).toBe('inProgress');
  });

  it('with groups, is in progress once the fundraiser has the account every group without its own falls back to', () => {
    const now = start + DAY;
    expect(fundraiserStatus(running({ fundRaisingStripe: 'acct_1', groupAccounts: ['acct_a', null] }), now)).toBe(
      'inProgress',
    );
    expect(fundraiserStatus(running({ fundRaisingStripe: 'acct_1', groupAccounts: [null, null] }), now)).toBe(
      'inProgress',
    );
    expect(fundraiserStatus(running({ groupAccounts: ['acct_a', null] }), now)).toBe('startedButInactive');
    expect(fundraiserStatus(running({ groupAccounts: [null, null] }), now)).toBe('startedButInactive');
    // Every group linked is not enough: a team member's token purchase has no group and goes to the fundraiser's.
    expect(fundraiserStatus(running({ groupAccounts: ['acct_a', 'acct_b'] }), now)).toBe('startedButInactive');
  });
});

describe('groupPayoutSource', () => {
  it("pays a group's donations to its own account, else to the fundraiser's, else nowhere", () => {
    expect(groupPayoutSource('acct_group', 'acct_fund')).toEqual({ accountId: 'acct_group', via: 'group' });
    expect(groupPayoutSource(null, 'acct_fund')).toEqual({ accountId: 'acct_fund', via: 'fundraiser' });
    expect(groupPayoutSource(null, null)).toBeNull();
  });
});

describe('fundraiserStatusMessage', () => {
  const now = start + DAY;

  it("uses the spec's words for not started, in progress and ended", () => {
    expect(fundraiserStatusMessage(running(), start - 1)).toBe(fundraiserMessages.statusNotStarted);
    expect(fundraiserStatusMessage(running({ fundRaisingStripe: 'acct_1' }), now)).toBe(
      fundraiserMessages.statusInProgress,
    );
    expect(fundraiserStatusMessage(running(), end)).toBe(fundraiserMessages.statusEnded);
    expect(fundraiserMessages.statusNotStarted).toBe('Fundraiser has not started yet');
    expect(fundraiserMessages.statusInProgress).toBe('Fundraiser is in progress');
    expect(fundraiserMessages.statusEnded).toBe('Fundraiser has ended');
  });

  it('tells complete inactivity (nothing linked) from partial (some groups linked)', () => {
    expect(fundraiserStatusMessage(running(), now)).toBe(fundraiserMessages.statusInactive);
    expect(fundraiserStatusMessage(running({ groupAccounts: [null, null] }), now)).toBe(
      fundraiserMessages.statusInactive,
    );
    expect(fundraiserStatusMessage(running({ groupAccounts: ['acct_a', null] }), now)).toBe(
      fundraiserMessages.statusPartlyInactive,
    );
    expect(fundraiserStatusMessage(running({ groupAccounts: ['acct_a', 'acct_b'] }), now)).toBe(
      fundraiserMessages.statusPartlyInactive,
    );
  });

  it('asks for the one thing missing, the fundraiser’s account, and never for every group’s', () => {
    expect(fundraiserMessages.statusInactive).toContain('link a payout account to the fundraiser');
    expect(fundraiserMessages.statusPartlyInactive).toContain('link a payout account to the fundraiser');
    expect(`${fundraiserMessages.statusInactive} ${fundraiserMessages.statusPartlyInactive}`).not.toMatch(
      /every group/,
    );
  });
});

describe('createFundraiserSchema for a fundraiser starting today', () => {
  // 10:00 in Chicago on 10 March 2027 (UTC−6).
  const now = Date.UTC(2027, 2, 10, 16);
  const chicagoMidnight = (day: number) => Date.UTC(2027, 2, day, 6);
  const body = (overrides: Record<string, unknown>) => ({
    fundRaisingName: 'Spring Fair',
    address: '1 School Lane',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    fundRaisingTaxId: '12-3456789',
    fundRaisingRoutingNumber: '011000015',
    fundRaisingAccountNumber: '000123456789',
    fundRaisingStartTime: chicagoMidnight(10),
    fundRaisingEndTime: chicagoMidnight(10) + 3 * fundraiserLimits.weekMs,
    termsAccepted: true,
    privacyAccepted: true,
    authorizedAccepted: true,
    timeZone: 'America/Chicago',
    ...overrides,
  });
  const fieldErrors = (input: Record<string, unknown>) => {
    jest.useFakeTimers({ now, doNotFake: ['nextTick', 'setImmediate'] });
    try {
      const result = createFundraiserSchema.safeParse(input);
      return result.success ? {} : z.flattenError(result.error).fieldErrors;
    } finally {
      jest.useRealTimers();
    }
  };

  it('refuses one without its goal and cause, on those fields', () => {
    expect(fieldErrors(body({}))).toEqual({
      fundRaisingGoal: [fundraiserMessages.goalNeededToday],
      fundRaisingCause: [fundraiserMessages.causeNeededToday],
    });
    expect(fieldErrors(body({ fundRaisingGoal: 500_000 }))).toEqual({
      fundRaisingCause: [fundraiserMessages.causeNeededToday],
    });
  });

  it('accepts one that brings both', () => {
    expect(fieldErrors(body({ fundRaisingGoal: 500_000, fundRaisingCause: 'Band uniforms' }))).toEqual({});
  });

  it('counts "today" in the fundraiser’s time zone', () => {
    // Midnight UTC on the 11th is still the 10th, 18:00, in Chicago: it starts today there.
    const eveningToday = Date.UTC(2027, 2, 11);
    const evening = { fundRaisingStartTime: eveningToday, fundRaisingEndTime: eveningToday + fundraiserLimits.weekMs };
    expect(fieldErrors(body(evening))).toHaveProperty('fundRaisingGoal');
    // In London it is the 11th, tomorrow: the goal can still be set before it starts.
    expect(fieldErrors(body({ ...evening, timeZone: 'Europe/London' }))).toEqual({});
    // Without a zone (older clients), the column's default zone, New York, where it is also still the 10th.
    expect(fieldErrors(body({ ...evening, timeZone: undefined }))).toHaveProperty('fundRaisingCause');
  });

  it('leaves a fundraiser starting tomorrow to get its goal and cause later', () => {
    const tomorrow = chicagoMidnight(11);
    expect(
      fieldErrors(body({ fundRaisingStartTime: tomorrow, fundRaisingEndTime: tomorrow + fundraiserLimits.weekMs })),
    ).toEqual({});
  });
});

describe('isStartInPast', () => {
  const now = Date.UTC(2027, 2, 10, 15, 30);
  const todayUtc = Date.UTC(2027, 2, 10);

  it('accepts today and later, in any time zone', () => {
    expect(isStartInPast(todayUtc, now)).toBe(false);
    expect(isStartInPast(todayUtc + DAY, now)).toBe(false);
    // Midnight of "today" in UTC+14 is 14 hours before midnight UTC.
    expect(isStartInPast(todayUtc - 14 * HOUR, now)).toBe(false);
  });

  it('refuses anything before the earliest "today" on Earth', () => {
    expect(isStartInPast(todayUtc - 14 * HOUR - 1, now)).toBe(true);
    expect(isStartInPast(todayUtc - DAY, now)).toBe(true);
  });

  it('keeps accepting a date picked today until the day ends in UTC', () => {
    expect(isStartInPast(todayUtc, todayUtc + DAY - 1)).toBe(false);
    expect(isStartInPast(todayUtc - DAY, todayUtc + DAY - 1)).toBe(true);
  });
});

describe('durationWeeks', () => {
  it('counts whole weeks between start and end (end − start) / 604800000', () => {
    expect(durationWeeks(start, start + fundraiserLimits.weekMs)).toBe(1);
    expect(durationWeeks(start, start + 4 * fundraiserLimits.weekMs)).toBe(4);
    expect(durationWeeks(start, end)).toBe(fundraiserLimits.defaultWeeks);
  });

  it('gives fractions for ends that are not a whole number of weeks later', () => {
    expect(durationWeeks(start, start + fundraiserLimits.weekMs + DAY)).toBeCloseTo(8 / 7);
    expect(Number.isInteger(durationWeeks(start, start + 10 * DAY))).toBe(false);
  });
});
