import type { AuthenticatedUser } from '../auth/authenticated-user';
import { isRoomName, mayJoinRoom } from './room-policy';

const ann = '0b6f2f4e-8d0e-4b7a-9a57-5d8f1f7f2c11';
const ben = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const signedIn = { accountId: ann } as AuthenticatedUser;

describe('mayJoinRoom', () => {
  it('admits the public rooms, signed in or not', () => {
    for (const user of [null, signedIn]) {
      expect(mayJoinRoom('site', user)).toBe(true);
      expect(mayJoinRoom(`fundraiser:${ann}`, user)).toBe(true);
      expect(mayJoinRoom(`leaderboard:${ann}:${ben}`, user)).toBe(true);
    }
  });

  it('admits a user to their own room only', () => {
    expect(mayJoinRoom(`user:${ann}`, signedIn)).toBe(true);
    expect(mayJoinRoom(`user:${ben}`, signedIn)).toBe(false);
    expect(mayJoinRoom(`user:${ann}`, null)).toBe(false);
  });

  it.each([
    [`fundraiser:${ann.toUpperCase()}`],
    [`fundraiser:${ann.replace(/-/g, '')}`],
    [`fundraiser:${ann} `],
    [`fundraiser:${ann}\n`],
    [`fundraiser:${'-'.repeat(36)}`],
    ['fundraiser:../../etc'],
    [`leaderboard:${ann}`],
    [`user:${ann.toUpperCase()}`],
    ['site '],
    ['Site'],
    [''],
    [42],
    [null],
    [{ room: 'site' }],
  ])('refuses %p', (room) => {
    expect(mayJoinRoom(room, signedIn)).toBe(false);
  });
});

describe('isRoomName', () => {
  it('knows room names and nothing else', () => {
    expect(isRoomName(`user:${ben}`)).toBe(true);
    expect(isRoomName('sXk3AbCdEfGhIjKlAAAB')).toBe(false);
  });
});
