import { outreachMessages } from '@fundplay/contracts';
import { describe, expect, it } from 'vitest';
import { validateAdminCompose, validateCompose } from './compose-form';

const fundraiserId = '0b7c1f6e-1111-4000-8000-000000000001';
const person = (n: number) => ({
  kind: 'contact' as const,
  id: `0b7c1f6e-5555-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Contact ${n}`,
  email: `c${n}@example.com`,
  phoneNumber: null,
});

describe('validateCompose', () => {
  it('sends the reachable people by kind and id, with the note trimmed', () => {
    expect(validateCompose({ channel: 'email', note: ' Hi! ' }, { fundraiserId, reachable: [person(1)] })).toEqual({
      ok: true,
      value: {
        fundRaiserId: fundraiserId,
        channel: 'email',
        recipients: [{ kind: 'contact', id: person(1).id }],
        note: 'Hi!',
      },
    });
  });

  it('refuses a note over 280 characters and nobody to send to, with the server’s messages', () => {
    expect(validateCompose({ channel: 'sms', note: 'x'.repeat(281) }, { fundraiserId, reachable: [] })).toEqual({
      ok: false,
      issues: [
        { field: 'channel', message: outreachMessages.noRecipients },
        { field: 'note', message: outreachMessages.noteTooLong },
      ],
    });
  });
});

describe('validateAdminCompose', () => {
  it('requires the administrator’s message', () => {
    const result = validateAdminCompose(
      { channel: 'email', audience: 'participants', note: '  ' },
      { fundraiserId, accountIds: [] },
    );
    expect(result).toEqual({ ok: false, issues: [{ field: 'note', message: outreachMessages.adminNoteRequired }] });
  });

  it('sends the chosen accounts, or none for everyone in the audience', () => {
    const result = validateAdminCompose(
      { channel: 'sms', audience: 'teamMembers', note: 'Game night Friday' },
      { fundraiserId, accountIds: [] },
    );
    expect(result).toEqual({
      ok: true,
      value: {
        fundRaiserId: fundraiserId,
        channel: 'sms',
        audience: 'teamMembers',
        accountIds: [],
        note: 'Game night Friday',
      },
    });
  });
});
