import { privilegeNames, type Privileges } from '@fundplay/contracts';
import { describe, expect, it } from 'vitest';
import { allPrivileges, togglePrivilege as sut } from './privileges';

const none = allPrivileges(false);
const others = privilegeNames.filter((name) => name !== 'fullAccess');

describe('togglePrivilege', () => {
  it('grants everything with full access, and withdraws everything without it', () => {
    expect(sut(none, 'fullAccess', true)).toEqual(allPrivileges(true));
    expect(sut(allPrivileges(true), 'fullAccess', false)).toEqual(none);
  });

  it('sets full access once all five others are chosen', () => {
    let privileges: Privileges = none;
    for (const name of others) {
      expect(privileges.fullAccess).toBe(false);
      privileges = sut(privileges, name, true);
    }
    expect(privileges).toEqual(allPrivileges(true));
  });

  it('clears full access, and only it, when one of the others is withdrawn', () => {
    expect(sut(allPrivileges(true), 'sendEmailAndTexts', false)).toEqual({
      ...allPrivileges(true),
      fullAccess: false,
      sendEmailAndTexts: false,
    });
  });

  it('changes just the one privilege otherwise', () => {
    expect(sut(none, 'startNewFundraiser', true)).toEqual({ ...none, startNewFundraiser: true });
  });
});
