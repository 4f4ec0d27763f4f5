import { noPrivileges } from '@fundplay/contracts';
import { describe, expect, it } from 'vitest';
import { mayMessageMembers as sut } from './may-message-members';

describe('mayMessageMembers', () => {
  it('lets the primary admin and a secondary admin with Send emails and texts or full access message members', () => {
    expect(sut({ role: 'admin', privileges: noPrivileges })).toBe(true);
    expect(sut({ role: 'secondaryAdmin', privileges: { ...noPrivileges, sendEmailAndTexts: true } })).toBe(true);
    expect(sut({ role: 'secondaryAdmin', privileges: { ...noPrivileges, fullAccess: true } })).toBe(true);
  });

  it('keeps other administrators and members out', () => {
    expect(sut({ role: 'secondaryAdmin', privileges: { ...noPrivileges, startNewFundraiser: true } })).toBe(false);
    expect(sut({ role: 'participant', privileges: { ...noPrivileges, sendEmailAndTexts: true } })).toBe(false);
  });
});
