import { guardianSummaryEmail, MAX_LISTED_MESSAGES, type SummarisedMessage } from './guardian-summary-text';

const message = (overrides: Partial<SummarisedMessage> = {}): SummarisedMessage => ({
  channel: 'email',
  recipientName: 'Grandma Rose',
  status: 'delivered',
  createdAt: new Date('2026-11-24T15:04:00Z'),
  fundraiserName: 'Maple Run',
  timeZone: 'America/New_York',
  ...overrides,
});

describe('guardianSummaryEmail', () => {
  const child = { firstName: 'Sam', lastName: 'Lee' };
  const support = { email: 'support@fundplay.app' };

  it('counts emails and texts and lists each message: to whom, when, where it stands', () => {
    const sut = guardianSummaryEmail(
      child,
      [message(), message({ channel: 'sms', recipientName: 'Uncle Bob', status: 'scheduled' })],
      support,
    );
    expect(sut.subject).toBe('What Sam sent with FundPlay this week');
    expect(sut.text).toContain('Sam sent 1 email and 1 text through FundPlay');
    expect(sut.text).toContain('- Nov 24, 2026, 10:04 AM EST: Email to Grandma Rose, Delivered (Maple Run)');
    expect(sut.text).toContain('Text to Uncle Bob, Scheduled (Maple Run)');
    expect(sut.text).toContain('support@fundplay.app');
  });

  it("gives each message's time in its fundraiser's zone, named", () => {
    const sut = guardianSummaryEmail(
      child,
      [
        message({ timeZone: 'America/Los_Angeles', createdAt: new Date('2026-07-04T01:30:00Z') }),
        message({ timeZone: 'UTC', recipientName: 'Aunt May' }),
      ],
      support,
    );
    expect(sut.text).toContain('- Jul 3, 2026, 6:30 PM PDT: Email to Grandma Rose');
    expect(sut.text).toContain('- Nov 24, 2026, 3:04 PM UTC: Email to Aunt May');
  });

  it('lists at most a hundred messages and says how many more there were', () => {
    const sut = guardianSummaryEmail(
      child,
      Array.from({ length: MAX_LISTED_MESSAGES + 5 }, () => message()),
      support,
    );
    expect(sut.text).toContain(`Sam sent ${MAX_LISTED_MESSAGES + 5} emails and 0 texts`);
    expect(sut.text.match(/Email to Grandma Rose/g)).toHaveLength(MAX_LISTED_MESSAGES);
    expect(sut.text).toContain('- and 5 more');
  });
});
