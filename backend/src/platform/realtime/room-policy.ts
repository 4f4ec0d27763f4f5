import type { AuthenticatedUser } from '../auth/authenticated-user';

/** How many rooms one socket may follow at once: a page follows a handful; more is someone fishing. */
export const MAX_ROOMS_PER_SOCKET = 20;

export const roomMessages = {
  refused: 'You cannot subscribe to that room',
  tooMany: `You can follow at most ${MAX_ROOMS_PER_SOCKET} rooms at once`,
} as const;

// Ids exactly as the server prints them (lowercase, hyphenated), so one room never has two names.
const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** Rooms anyone may follow: events carry only versions, the data is fetched over HTTP with its own checks. */
const publicRooms = [/^site$/, new RegExp(`^fundraiser:${uuid}$`), new RegExp(`^leaderboard:${uuid}:${uuid}$`)];
const userRoom = new RegExp(`^user:(${uuid})$`);

/** Whether this socket's user (null when anonymous) may follow `room`. */
export function mayJoinRoom(room: unknown, user: AuthenticatedUser | null): room is string {
  if (typeof room !== 'string') return false;
  if (publicRooms.some((pattern) => pattern.test(room))) return true;
  const owner = userRoom.exec(room)?.[1];
  return owner !== undefined && user !== null && owner === user.accountId;
}

/** A name that could be a room at all; anything else (a socket's own id room included) is never left or joined. */
export function isRoomName(room: unknown): room is string {
  return typeof room === 'string' && (publicRooms.some((pattern) => pattern.test(room)) || userRoom.test(room));
}
