import { mayJoinRoom } from './room-policy';

describe('mayJoinRoom', () => {
  it('admits the public rooms', () => {
    expect(mayJoinRoom('site')).toBe(true);
    expect(mayJoinRoom('fundraiser:0b6f2f4e-8d0e-4b7a-9a57-5d8f1f7f2c11')).toBe(true);
  });

  it.each([
    ['user:0b6f2f4e-8d0e-4b7a-9a57-5d8f1f7f2c11'],
    ['fundraiser:../../etc'],
    ['site '],
    [''],
    [42],
    [null],
    [{ room: 'site' }],
  ])('refuses %p', (room) => {
    expect(mayJoinRoom(room)).toBe(false);
  });
});
