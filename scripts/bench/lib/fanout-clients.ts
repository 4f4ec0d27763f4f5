/**
 * A child process of scripts/bench/live-fanout.ts holding many Socket.IO clients (socket.io-client, websocket
 * transport, one connection each) in one room. It notes when each client receives each `leaderboard:changed`
 * (process.hrtime, the machine's monotonic clock, which the parent shares), tells the parent when all of its
 * clients have a version, and hands the receipt times over on request. Driven over IPC:
 * `connect` → `connected`, `collect` → `receipts`, `close` → exits.
 */
import { io, type Socket } from 'socket.io-client';

export type ClientCommand =
  | { type: 'connect'; urls: string[]; count: number; firstIndex: number; room: string; event: string }
  | { type: 'collect' }
  | { type: 'close' };

export type ClientReport =
  | { type: 'connected'; connected: number; failed: number; byUrl: Record<string, number>; firstError?: string }
  | { type: 'round'; version: number }
  | { type: 'receipts'; receipts: [number, number[]][]; lost: number };

const sockets: Socket[] = [];
const receipts = new Map<number, number[]>();
let lost = 0;

const send = (report: ClientReport) => process.send?.(report);
const now = () => Number(process.hrtime.bigint()) / 1e6;

async function connectOne(url: string, room: string, event: string): Promise<void> {
  const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false, timeout: 60_000 });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (error) => reject(error));
    });
    const answer = (await socket.timeout(60_000).emitWithAck('subscribe', room)) as { ok: boolean; message?: string };
    if (!answer.ok) throw new Error(`subscribe refused: ${answer.message ?? ''}`);
  } catch (error) {
    socket.close();
    throw error;
  }
  socket.on(event, (payload: { version: number }) => {
    const at = now();
    const times = receipts.get(payload.version) ?? [];
    times.push(at);
    receipts.set(payload.version, times);
    if (times.length === sockets.length) send({ type: 'round', version: payload.version });
  });
  socket.on('disconnect', () => lost++);
  sockets.push(socket);
}

async function connectAll(command: Extract<ClientCommand, { type: 'connect' }>): Promise<void> {
  const byUrl: Record<string, number> = {};
  let failed = 0;
  let firstError: string | undefined;
  let next = 0;
  // 50 handshakes in flight at a time: a crowd arriving, not a SYN flood.
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < command.count) {
        const index = command.firstIndex + next++;
        const url = command.urls[index % command.urls.length] as string;
        try {
          await connectOne(url, command.room, command.event);
          byUrl[url] = (byUrl[url] ?? 0) + 1;
        } catch (error) {
          failed++;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  send({ type: 'connected', connected: sockets.length, failed, byUrl, firstError });
}

process.on('message', (command: ClientCommand) => {
  if (command.type === 'connect') void connectAll(command);
  if (command.type === 'collect') {
    send({ type: 'receipts', receipts: [...receipts], lost });
    receipts.clear();
  }
  if (command.type === 'close') {
    for (const socket of sockets) socket.close();
    // Let the close frames go out before leaving.
    setTimeout(() => process.exit(0), 500);
  }
});
process.on('disconnect', () => process.exit(0));
