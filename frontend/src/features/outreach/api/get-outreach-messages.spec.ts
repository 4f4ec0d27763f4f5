import { describe, expect, it } from 'vitest';
import { outreachMessage } from '@/test/outreach-fixtures';
import { outreachMessagesRefreshMs, refreshDelayMs as sut } from './get-outreach-messages';

const now = Date.parse('2026-11-26T12:00:00Z');
const inMinutes = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

describe('refreshDelayMs', () => {
  it('asks every few seconds while a message is on its way', () => {
    const messages = [
      outreachMessage(1, { status: 'delivered' }),
      outreachMessage(2, { status: 'sent' }),
      outreachMessage(3, { status: 'scheduled', sendAt: inMinutes(2880) }),
    ];
    expect(sut(messages, now)).toBe(outreachMessagesRefreshMs);
  });

  it('waits for the earliest scheduled message to be due, at most ten minutes at a time', () => {
    const soon = [outreachMessage(1, { status: 'scheduled', sendAt: inMinutes(2) })];
    expect(sut(soon, now)).toBe(2 * 60_000 + outreachMessagesRefreshMs);
    const later = [outreachMessage(1, { status: 'scheduled', sendAt: inMinutes(2880) })];
    expect(sut(later, now)).toBe(10 * 60_000);
    const overdue = [outreachMessage(1, { status: 'scheduled', sendAt: inMinutes(-1) })];
    expect(sut(overdue, now)).toBe(outreachMessagesRefreshMs);
  });

  it('stops asking once every message has settled', () => {
    const settled = ['delivered', 'failed', 'opted_out', 'not_sent'] as const;
    expect(
      sut(
        settled.map((status, n) => outreachMessage(n, { status })),
        now,
      ),
    ).toBe(false);
    expect(sut(undefined, now)).toBe(false);
  });
});
