import { outreachMessages } from '@fundplay/contracts';
import { describe, expect, it } from 'vitest';
import { audienceFor as sut, mergeSkipped, type OutreachCandidate } from './outreach-candidate';

const rose: OutreachCandidate = {
  kind: 'contact',
  id: '0b7c1f6e-5555-4000-8000-000000000001',
  name: 'Rose',
  email: 'rose@example.com',
  phoneNumber: null,
};
const bob: OutreachCandidate = {
  kind: 'teamMember',
  id: '0b7c1f6e-5555-4000-8000-000000000002',
  name: 'Bob',
  email: 'bob@example.com',
  phoneNumber: '+15551234567',
};

describe('audienceFor', () => {
  it('reaches by text only the people with a phone number, and says why the others are skipped', () => {
    expect(sut([rose, bob], 'sms')).toEqual({
      reachable: [bob],
      skipped: [{ name: 'Rose', reason: outreachMessages.noPhoneNumber }],
    });
  });

  it('treats a blank address as none', () => {
    expect(sut([{ ...bob, email: '  ' }], 'email').skipped).toEqual([
      { name: 'Bob', reason: outreachMessages.noEmailAddress },
    ]);
  });
});

describe('mergeSkipped', () => {
  it('lists someone the browser and the server both skipped once', () => {
    const skipped = { name: 'Rose', reason: outreachMessages.noPhoneNumber };
    expect(mergeSkipped([skipped], [skipped, { name: 'Ann', reason: 'has left' }])).toEqual([
      skipped,
      { name: 'Ann', reason: 'has left' },
    ]);
  });
});
