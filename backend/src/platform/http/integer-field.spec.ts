import {
  buyTokensSchema,
  competeMessages,
  donationSchema,
  fundraiserMessages,
  goalCentsField,
  groupGoalCentsField,
  identityMessages,
  integerField,
  leaderboardQuerySchema,
  manualDonationSchema,
  moneyMessages,
  participantSignUpFields,
  shareTokensSchema,
  updateFundraiserSchema,
  validationMessages,
} from '@fundplay/contracts';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';

const refusedMessage = 'Amount must be a whole number';
const sut = integerField(refusedMessage, z.number().int('whole only').min(0, 'at least 0'));

/** Values `z.coerce.number()` read as numbers, that a person or client could not have meant as one. */
const malformed: [string, unknown][] = [
  ['a hex string', '0x2710'],
  ['an exponent string', '1e4'],
  ['an upper-case exponent string', '1E4'],
  ['an array of one number', [1000]],
  ['an array of one digit string', ['1000']],
  ['true', true],
  ['false', false],
  ['null', null],
  ['nothing', undefined],
  ['an object', {}],
  ['an empty string', ''],
  ['a blank string', ' '],
  ['digits with spaces around', ' 10 '],
  ['digits with a plus sign', '+10'],
  ['digits with a minus sign', '-10'],
  ['a decimal string', '10.0'],
  ['digits with separators', '1_000'],
  ['non-ASCII digits', '١٠'],
  ['the text Infinity', 'Infinity'],
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
];

describe('the shared integer field', () => {
  it.each([
    ['a JSON integer', 10_000, 10_000],
    ['zero', 0, 0],
    ['a string of digits (a query string or form field)', '10000', 10_000],
    ['a string of digits with leading zeros', '007', 7],
  ])('takes %s', (_what, value, expected) => {
    expect(sut.parse(value)).toBe(expected);
  });

  it.each(malformed)('refuses %s with the field’s message', (_what, value) => {
    const result = sut.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([refusedMessage]);
  });

  it('leaves fractions and negative numbers to the field’s own rules and messages', () => {
    expect(sut.safeParse(1000.5).error?.issues.map((issue) => issue.message)).toEqual(['whole only']);
    expect(sut.safeParse(-5).error?.issues.map((issue) => issue.message)).toEqual(['at least 0']);
  });
});

describe('every amount and count in a request', () => {
  const fundraiserId = randomUUID();
  const year2100 = Date.UTC(2100, 0, 1);
  const week = 7 * 86_400_000;
  const person = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' };
  const fields: [string, z.ZodType, Record<string, unknown>, string, string][] = [
    [
      'a donation',
      donationSchema,
      { referalCode: 'ABC123', amount: 1000, ...person },
      'amount',
      moneyMessages.wholeDollars,
    ],
    [
      'a manual donation',
      manualDonationSchema,
      { amount: 1000, participantId: randomUUID(), fundRaiserId: fundraiserId },
      'amount',
      moneyMessages.manualWholeDollars,
    ],
    [
      'a token purchase',
      buyTokensSchema,
      { amount: 10, fundRaiserId: fundraiserId },
      'amount',
      moneyMessages.tokensMinimum,
    ],
    [
      'a token share',
      shareTokensSchema,
      { fundRaiserId: fundraiserId, teamMemberId: randomUUID(), tokensToSend: 2 },
      'tokensToSend',
      competeMessages.tokensWhole,
    ],
    [
      'a leaderboard page size',
      leaderboardQuerySchema,
      { fundRaiserId: fundraiserId, gameId: randomUUID(), limit: '10' },
      'limit',
      competeMessages.leaderboardLimit,
    ],
    [
      'a fundraiser goal',
      z.object({ goal: goalCentsField }),
      { goal: 100_000 },
      'goal',
      validationMessages.required('Goal'),
    ],
    [
      'a group goal',
      z.object({ goal: groupGoalCentsField }),
      { goal: 100_000 },
      'goal',
      validationMessages.required('Group goal'),
    ],
    [
      'a fundraiser start time',
      updateFundraiserSchema,
      { fundRaisingId: fundraiserId, fundRaisingStartTime: year2100, fundRaisingEndTime: year2100 + week },
      'fundRaisingStartTime',
      fundraiserMessages.startDateInvalid,
    ],
    [
      'a birth month',
      z.object({ birthMonth: participantSignUpFields.birthMonth }),
      { birthMonth: '5' },
      'birthMonth',
      identityMessages.birthMonth,
    ],
  ];

  it.each(fields)('%s takes a JSON integer or a string of digits', (_what, schema, valid, field) => {
    expect(schema.safeParse(valid).error?.issues ?? []).toEqual([]);
    const asText = schema.safeParse({ ...valid, [field]: String(valid[field]) });
    expect(asText.error?.issues ?? []).toEqual([]);
  });

  it.each(fields)(
    '%s refuses hex, exponents, arrays and booleans with its message',
    (_what, schema, valid, field, message) => {
      for (const value of ['0x2710', '1e4', [1000], true, '', ' 10']) {
        const issues = schema.safeParse({ ...valid, [field]: value }).error?.issues ?? [];
        expect({ value, messages: issues.map((issue) => issue.message) }).toEqual({ value, messages: [message] });
      }
    },
  );

  it.each(fields)('%s refuses a fraction', (_what, schema, valid, field) => {
    const issues = schema.safeParse({ ...valid, [field]: 1000.5 }).error?.issues ?? [];
    expect(issues.map((issue) => issue.path[0])).toContain(field);
  });
});
