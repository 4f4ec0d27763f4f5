import { outreachHoldReasonTexts } from '@fundplay/contracts';
import { describe, expect, it } from 'vitest';
import { outreachMessage } from '@/test/outreach-fixtures';
import { countsSummary, messageStatusView as sut } from './message-status';

describe('messageStatusView', () => {
  it('says when a scheduled message goes out and why it was held back', () => {
    const view = sut(
      outreachMessage(1, { status: 'scheduled', holdReason: 'quietHours', sendAt: '2027-03-05T13:00:00.000Z' }),
    );

    expect(view).toEqual({
      label: 'Scheduled',
      tone: 'held',
      scheduledFor: '2027-03-05T13:00:00.000Z',
      reason: outreachHoldReasonTexts.quietHours,
    });
  });

  it('explains an opted-out recipient even without a hold reason', () => {
    expect(sut(outreachMessage(1, { status: 'opted_out' })).reason).toBe(outreachHoldReasonTexts.optedOut);
  });

  it('gives a message not sent its limit, and a failed one the provider’s error', () => {
    expect(sut(outreachMessage(1, { status: 'not_sent', holdReason: 'recipientLimit' })).reason).toBe(
      outreachHoldReasonTexts.recipientLimit,
    );
    expect(sut(outreachMessage(1, { status: 'failed', error: 'Unreachable number' }))).toMatchObject({
      label: 'Failed',
      tone: 'danger',
      reason: 'Unreachable number',
    });
  });

  it('has nothing to explain while a message is queued, sent or delivered', () => {
    for (const status of ['queued', 'sent', 'delivered'] as const) {
      expect(sut(outreachMessage(1, { status })).reason).toBeNull();
    }
  });
});

describe('countsSummary', () => {
  it('lists only the statuses someone got, in the life order of a message', () => {
    expect(countsSummary({ queued: 2, scheduled: 1, opted_out: 0, not_sent: 1 })).toBe(
      '1 scheduled · 2 queued · 1 not sent',
    );
    expect(countsSummary({})).toBe('');
  });
});
