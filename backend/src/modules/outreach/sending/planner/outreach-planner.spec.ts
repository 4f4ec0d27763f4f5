import { outreachLimits, type OutreachStatus } from '@fundplay/contracts';
import fc from 'fast-check';
import { planMessage, SenderDays, type EarlierMessage, type PlanInput } from './outreach-planner';
import { recipientZones } from './recipient-zones';
import { dayKey, isQuietAt, wallTimeAt } from './zoned-time';

const NEW_YORK = 'America/New_York';
const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const quiet = { start: outreachLimits.quietHoursStart, end: outreachLimits.quietHoursEnd };

/** A plan's input; `senderPlanned` lists when the sender's other messages go out, counted in the fundraiser's zone. */
function input({
  senderPlanned = [],
  ...overrides
}: Partial<Omit<PlanInput, 'senderDays'>> & { senderPlanned?: Date[] } = {}): PlanInput {
  const fundraiserZone = overrides.fundraiserZone ?? NEW_YORK;
  return {
    now: at('2026-06-10T14:00:00Z'), // 10:00 in New York
    channel: 'email',
    recipientZones: [NEW_YORK],
    fundraiserZone,
    history: [],
    senderDays: new SenderDays(fundraiserZone, senderPlanned),
    dailyCap: 50,
    ...overrides,
  };
}

const earlier = (channel: 'email' | 'sms', status: OutreachStatus, iso: string): EarlierMessage => ({
  channel,
  status,
  at: at(iso),
});

describe('planMessage', () => {
  it('sends a first message in the day right away', () => {
    const sut = planMessage(input());
    expect(sut).toEqual({ status: 'queued', holdReason: null, sendAt: at('2026-06-10T14:00:00Z') });
  });

  it('does not send a fourth message to the same person, whatever the channels', () => {
    const history = [
      earlier('email', 'delivered', '2026-06-01T14:00:00Z'),
      earlier('sms', 'sent', '2026-06-02T14:00:00Z'),
      earlier('email', 'scheduled', '2026-06-12T14:00:00Z'),
    ];
    expect(planMessage(input({ channel: 'sms', history }))).toMatchObject({
      status: 'not_sent',
      holdReason: 'recipientLimit',
    });
  });

  it('does not count failed, opted-out or unsent messages against the allowance', () => {
    const history = [
      earlier('email', 'failed', '2026-06-01T14:00:00Z'),
      earlier('email', 'opted_out', '2026-06-02T14:00:00Z'),
      earlier('email', 'not_sent', '2026-06-03T14:00:00Z'),
      earlier('sms', 'queued', '2026-06-04T14:00:00Z'),
      earlier('sms', 'delivered', '2026-06-05T14:00:00Z'),
    ];
    expect(planMessage(input({ history })).status).toBe('queued');
  });

  it('holds a second message on the same channel until 48 hours after the first', () => {
    const history = [earlier('email', 'delivered', '2026-06-09T15:30:00Z')];
    expect(planMessage(input({ history }))).toEqual({
      status: 'scheduled',
      holdReason: 'spacing',
      sendAt: at('2026-06-11T15:30:00Z'),
    });
    // Another channel is not held back by it.
    expect(planMessage(input({ channel: 'sms', history })).status).toBe('queued');
  });

  it('keeps spacing as the reason when the spaced time then falls in quiet hours', () => {
    // 48 hours after 22:30 New York time is 22:30 again: then the next 08:00.
    const history = [earlier('email', 'sent', '2026-06-09T02:30:00Z')];
    const sut = planMessage(input({ history }));
    expect(sut).toEqual({ status: 'scheduled', holdReason: 'spacing', sendAt: at('2026-06-11T12:00:00Z') });
  });

  it("waits for 08:00 in the recipient's zone during its quiet hours", () => {
    const sut = planMessage(input({ now: at('2026-06-11T02:00:00Z') })); // 22:00 in New York
    expect(sut).toEqual({ status: 'scheduled', holdReason: 'quietHours', sendAt: at('2026-06-11T12:00:00Z') });
    // 02:00 after midnight waits for the same morning.
    expect(planMessage(input({ now: at('2026-06-11T06:00:00Z') })).sendAt).toEqual(at('2026-06-11T12:00:00Z'));
    // 21:00 sharp is quiet already; 08:00 sharp is not.
    expect(planMessage(input({ now: at('2026-06-11T01:00:00Z') })).status).toBe('scheduled');
    expect(planMessage(input({ now: at('2026-06-11T12:00:00Z') })).status).toBe('queued');
  });

  it('sends at 20:30 to a recipient in Los Angeles while New York is already quiet', () => {
    const sut = planMessage(input({ now: at('2026-06-11T03:30:00Z'), recipientZones: ['America/Los_Angeles'] }));
    expect(sut.status).toBe('queued');
  });

  it('finds 08:00 across the spring-forward night and the fall-back night', () => {
    // 2026-03-08: New York skips 02:00-03:00; 08:00 that morning is EDT (UTC-4).
    expect(planMessage(input({ now: at('2026-03-08T03:00:00Z') })).sendAt).toEqual(at('2026-03-08T12:00:00Z'));
    // 2026-11-01: 01:00-02:00 happens twice; 08:00 that morning is EST (UTC-5).
    expect(planMessage(input({ now: at('2026-11-01T03:00:00Z') })).sendAt).toEqual(at('2026-11-01T13:00:00Z'));
    // London moves on 2026-03-29 at 01:00 UTC.
    const london = planMessage(input({ now: at('2026-03-28T22:00:00Z'), recipientZones: ['Europe/London'] }));
    expect(london.sendAt).toEqual(at('2026-03-29T07:00:00Z'));
  });

  it('moves a sender past the daily cap to the next day with room, in the fundraiser zone', () => {
    const today = [at('2026-06-10T13:00:00Z'), at('2026-06-10T13:30:00Z')];
    const sut = planMessage(input({ dailyCap: 2, senderPlanned: today }));
    // Midnight in New York is quiet, so the next day's first slot is its 08:00.
    expect(sut).toEqual({ status: 'scheduled', holdReason: 'dailyCap', sendAt: at('2026-06-11T12:00:00Z') });

    const tomorrowFull = [...today, at('2026-06-11T12:00:00Z'), at('2026-06-11T20:00:00Z')];
    expect(planMessage(input({ dailyCap: 2, senderPlanned: tomorrowFull })).sendAt).toEqual(at('2026-06-12T12:00:00Z'));
    // Yesterday's messages in New York are not today's, though the same UTC date.
    const yesterday = [at('2026-06-10T03:00:00Z'), at('2026-06-10T03:30:00Z')];
    expect(planMessage(input({ dailyCap: 2, senderPlanned: yesterday })).status).toBe('queued');
  });

  it('rolls the daily cap over a midnight that does not exist (Santiago, spring forward)', () => {
    const zone = 'America/Santiago';
    // 2026-09-05 23:00 local (UTC-4); at midnight the clocks jump to 01:00 (UTC-3).
    const now = at('2026-09-06T03:00:00Z');
    const sut = planMessage(
      input({ now, fundraiserZone: zone, recipientZones: ['Asia/Tokyo'], dailyCap: 1, senderPlanned: [now] }),
    );
    expect(dayKey(sut.sendAt, zone)).toBe('2026-09-06');
    expect(dayKey(new Date(sut.sendAt.getTime() - 1), zone)).toBe('2026-09-05');
    expect(sut.holdReason).toBe('dailyCap');
    expect(wallTimeAt(sut.sendAt, zone).hour).toBe(1);
  });

  it("uses a phone number's single zone, else the fundraiser's among several, else waits for day in all", () => {
    expect(recipientZones('sms', '+33612345678', NEW_YORK)).toEqual(['Europe/Paris']);
    expect(recipientZones('sms', '+12125550123', 'America/Chicago')).toEqual(['America/Chicago']);
    expect(recipientZones('email', 'rose@example.com', 'America/Chicago')).toEqual(['America/Chicago']);
    // A number whose country cannot be told (555 is no area code) falls back to the fundraiser's zone.
    expect(recipientZones('sms', '+15550100123', 'America/Denver')).toEqual(['America/Denver']);
    const us = recipientZones('sms', '+18085550123', 'Europe/London');
    expect(us).toEqual(expect.arrayContaining(['America/New_York', 'Pacific/Honolulu']));

    // 09:00 in New York is 03:00 in Honolulu: the text waits for 08:00 there (18:00 UTC), and Adak is awake too.
    const sut = planMessage(input({ channel: 'sms', recipientZones: us, fundraiserZone: 'Europe/London' }));
    expect(sut).toMatchObject({ status: 'scheduled', holdReason: 'quietHours' });
    expect(sut.sendAt).toEqual(at('2026-06-10T18:00:00Z'));
    for (const zone of us) expect(isQuietAt(sut.sendAt, zone, quiet)).toBe(false);
  });

  it('finds a waking hour for all of Russia', () => {
    const zones = recipientZones('sms', '+79161234567', NEW_YORK);
    expect(zones.length).toBeGreaterThan(5);
    const sut = planMessage(input({ channel: 'sms', recipientZones: zones }));
    for (const zone of zones) expect(isQuietAt(sut.sendAt, zone, quiet)).toBe(false);
  });

  it('always plans a time that satisfies every limit (property)', () => {
    const zones = ['America/New_York', 'America/Los_Angeles', 'Europe/London', 'Asia/Kolkata', 'Pacific/Honolulu'];
    // One zone, or every zone of a country that spans several (they always share a waking hour).
    const recipientZoneSets = [
      ...zones.map((zone) => [zone]),
      ...['+12125550123', '+79161234567', '+61412345678', '+5511987654321'].map((phone) =>
        recipientZones('sms', phone, 'Europe/London'),
      ),
    ];
    const instant = fc.date({ min: at('2026-01-01T00:00:00Z'), max: at('2027-01-01T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(
        instant,
        fc.constantFrom<'email' | 'sms'>('email', 'sms'),
        fc.constantFrom(...recipientZoneSets),
        fc.constantFrom(...zones),
        fc.array(
          fc.record({
            channel: fc.constantFrom<'email' | 'sms'>('email', 'sms'),
            status: fc.constantFrom<OutreachStatus>('scheduled', 'queued', 'sent', 'delivered', 'failed'),
            offsetHours: fc.integer({ min: -96, max: 96 }),
          }),
          { maxLength: 3 },
        ),
        fc.array(fc.integer({ min: -24, max: 96 }), { maxLength: 12 }),
        fc.integer({ min: 1, max: 4 }),
        (now, channel, recipient, fundraiserZone, earlierSpecs, plannedOffsets, dailyCap) => {
          const history = earlierSpecs.map((spec) => ({
            channel: spec.channel,
            status: spec.status,
            at: new Date(now.getTime() + spec.offsetHours * HOUR),
          }));
          const senderPlanned = plannedOffsets.map((hours) => new Date(now.getTime() + hours * HOUR));
          const plan = planMessage({
            now,
            channel,
            recipientZones: recipient,
            fundraiserZone,
            history,
            senderDays: new SenderDays(fundraiserZone, senderPlanned),
            dailyCap,
          });
          const counting = history.filter((message) => message.status !== 'failed');
          if (counting.length >= outreachLimits.maxMessagesPerRecipient) {
            expect(plan.status).toBe('not_sent');
            return;
          }
          expect(plan.sendAt.getTime()).toBeGreaterThanOrEqual(now.getTime());
          expect(plan.status).toBe(plan.sendAt.getTime() > now.getTime() ? 'scheduled' : 'queued');
          expect(plan.holdReason === null).toBe(plan.status === 'queued');
          for (const zone of recipient) expect(isQuietAt(plan.sendAt, zone, quiet)).toBe(false);
          for (const message of counting.filter((entry) => entry.channel === channel)) {
            expect(plan.sendAt.getTime()).toBeGreaterThanOrEqual(message.at.getTime() + 48 * HOUR);
          }
          const day = dayKey(plan.sendAt, fundraiserZone);
          expect(senderPlanned.filter((when) => dayKey(when, fundraiserZone) === day).length).toBeLessThan(dailyCap);
        },
      ),
      { numRuns: 400, verbose: 1 },
    );
  });
});
