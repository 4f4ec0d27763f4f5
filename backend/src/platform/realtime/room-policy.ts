/** Rooms anyone may join: public progress. Private rooms (user:<id>, leaderboards) come with identity. */
const publicRooms = [/^site$/, /^fundraiser:[0-9a-f-]{36}$/];

export function mayJoinRoom(room: unknown): room is string {
  return typeof room === 'string' && publicRooms.some((pattern) => pattern.test(room));
}
