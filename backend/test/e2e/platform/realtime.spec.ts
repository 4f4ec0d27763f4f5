import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { io, type Socket } from 'socket.io-client';
import { AppConfig } from '../../../src/config/app-config';
import { SessionTokens } from '../../../src/modules/identity/services/session-tokens';
import { Clock } from '../../../src/platform/clock/clock';
import { realtimeMessages } from '../../../src/platform/realtime/connections-per-address';
import { RealtimeEmitter } from '../../../src/platform/realtime/realtime-emitter';
import { MAX_ROOMS_PER_SOCKET, roomMessages } from '../../../src/platform/realtime/room-policy';
import { insertAccount } from '../../support/identity-helpers';
import { startApi } from '../../support/test-apps';
import { createTestEnvironment, eventually, type TestEnvironment } from '../../support/test-environment';

describe('the realtime gateway', () => {
  let environment: TestEnvironment;
  let first: NestFastifyApplication;
  let second: NestFastifyApplication;
  let secondUrl: string;
  let socket: Socket;
  const sockets: Socket[] = [];

  async function connect(
    auth?: Record<string, unknown>,
    { url = secondUrl, from }: { url?: string; from?: string } = {},
  ): Promise<Socket> {
    const client = io(url, {
      transports: ['websocket'],
      reconnection: false,
      auth,
      // Through a trusted proxy (the limited instance trusts loopback): the address the server counts.
      extraHeaders: from ? { 'x-forwarded-for': from } : undefined,
    });
    sockets.push(client);
    await new Promise<void>((resolve, reject) => {
      client.once('connect', () => resolve());
      client.once('connect_error', reject);
    });
    return client;
  }

  async function sessionOf(accountId: string): Promise<string> {
    const tokens = second.get(SessionTokens);
    return second
      .get(EntityManager)
      .fork()
      .transactional(async (em) => tokens.issue(em, accountId, 'session'));
  }

  beforeAll(async () => {
    environment = await createTestEnvironment();
    ({ app: first } = await startApi(environment.config));
    ({ app: second, url: secondUrl } = await startApi(environment.config));
    socket = await connect();
  });

  afterAll(async () => {
    for (const client of sockets) client.close();
    await first?.close();
    await second?.close();
    await environment?.dispose();
  });

  it('lets anyone follow public rooms and refuses private ones', async () => {
    expect(await socket.emitWithAck('subscribe', 'site')).toEqual({ ok: true });
    expect(await socket.emitWithAck('subscribe', `fundraiser:${randomUUID()}`)).toEqual({ ok: true });
    expect(await socket.emitWithAck('subscribe', `user:${randomUUID()}`)).toEqual({
      ok: false,
      message: roomMessages.refused,
    });
  });

  it('matches room names exactly: canonical lowercase UUIDs only', async () => {
    const id = randomUUID();
    for (const room of [
      `fundraiser:${id.toUpperCase()}`,
      `fundraiser:${id} `,
      `fundraiser:${id}:extra`,
      `fundraiser:${'-'.repeat(36)}`,
      'fundraiser:../../etc',
      'site\n',
    ]) {
      expect([room, await socket.emitWithAck('subscribe', room)]).toEqual([
        room,
        { ok: false, message: roomMessages.refused },
      ]);
    }
  });

  it('delivers a broadcast emitted through Redis by another instance', async () => {
    await socket.emitWithAck('subscribe', 'site');
    const received = new Promise((resolve) => socket.once('site:figures', resolve));
    first.get(RealtimeEmitter).emit('site', 'site:figures', { version: 7 });
    await expect(received).resolves.toEqual({ version: 7 });
  });

  it('authenticates the handshake with the session token and admits a user to their own room only', async () => {
    const ann = await insertAccount(environment, { role: 'participant' });
    const ben = await insertAccount(environment, { role: 'participant' });
    const annSocket = await connect({ token: await sessionOf(ann.id) });

    expect(await annSocket.emitWithAck('subscribe', `user:${ann.id}`)).toEqual({ ok: true });
    expect(await annSocket.emitWithAck('subscribe', `user:${ben.id}`)).toEqual({
      ok: false,
      message: roomMessages.refused,
    });

    // Room ids are Socket.IO's to match; the emitter (API or worker) reaches Ann's socket on another instance.
    const received = new Promise((resolve) => annSocket.once('site:figures', resolve));
    first.get(RealtimeEmitter).emit(`user:${ann.id}`, 'site:figures', { version: 3 });
    await expect(received).resolves.toEqual({ version: 3 });
  });

  it('treats a socket with an invalid or forged token as anonymous', async () => {
    const ann = await insertAccount(environment, { role: 'participant' });
    for (const token of ['not-a-token', `${await sessionOf(ann.id)}x`, 'x'.repeat(10_000), 42]) {
      const client = await connect({ token });
      expect(await client.emitWithAck('subscribe', 'site')).toEqual({ ok: true });
      expect(await client.emitWithAck('subscribe', `user:${ann.id}`)).toEqual({
        ok: false,
        message: roomMessages.refused,
      });
    }
  });

  it(`caps one socket at ${MAX_ROOMS_PER_SOCKET} rooms`, async () => {
    const client = await connect();
    const rooms = Array.from({ length: MAX_ROOMS_PER_SOCKET }, () => `fundraiser:${randomUUID()}`);
    for (const room of rooms) expect(await client.emitWithAck('subscribe', room)).toEqual({ ok: true });
    expect(await client.emitWithAck('subscribe', `fundraiser:${randomUUID()}`)).toEqual({
      ok: false,
      message: roomMessages.tooMany,
    });
    // Following a room again is not a new one; leaving one makes space.
    expect(await client.emitWithAck('subscribe', rooms[0])).toEqual({ ok: true });
    await client.emitWithAck('unsubscribe', rooms[0]);
    expect(await client.emitWithAck('subscribe', `fundraiser:${randomUUID()}`)).toEqual({ ok: true });
  });

  describe('with limits', () => {
    const eventBudget = 10;
    const connectionsPerAddress = 3;
    let limited: NestFastifyApplication;
    let limitedUrl: string;

    beforeAll(async () => {
      const config = AppConfig.fromEnvironment({
        ...environment.env,
        SOCKET_EVENT_BUDGET: String(eventBudget),
        SOCKET_EVENT_WINDOW_SECONDS: '60',
        SOCKET_CONNECTIONS_PER_ADDRESS: String(connectionsPerAddress),
        TRUST_PROXY: '127.0.0.1',
      });
      ({ app: limited, url: limitedUrl } = await startApi(config));
      // Time stands still, so no event is refilled into a budget while a test spends it.
      const now = new Date();
      jest.spyOn(limited.get(Clock), 'now').mockImplementation(() => now);
    });

    afterAll(async () => {
      await limited?.close();
    });

    it('disconnects a socket that spends its event budget; other sockets keep working', async () => {
      const flooder = await connect(undefined, { url: limitedUrl, from: '203.0.113.1' });
      const bystander = await connect(undefined, { url: limitedUrl, from: '203.0.113.1' });
      const disconnected = new Promise((resolve) => flooder.once('disconnect', resolve));

      const answers = await Promise.all(
        Array.from({ length: eventBudget }, () => flooder.emitWithAck('subscribe', 'site')),
      );
      expect(answers).toEqual(Array.from({ length: eventBudget }, () => ({ ok: true })));
      for (let extra = 0; extra < 100; extra += 1) flooder.emit('unsubscribe', 'site');

      await expect(disconnected).resolves.toBe('io server disconnect');
      expect(await bystander.emitWithAck('subscribe', 'site')).toEqual({ ok: true });
    });

    it('refuses a connection past the cap for one address at the handshake, and admits one when another closes', async () => {
      const address = '203.0.113.2';
      const open: Socket[] = [];
      for (let i = 0; i < connectionsPerAddress; i += 1) {
        open.push(await connect(undefined, { url: limitedUrl, from: address }));
      }

      await expect(connect(undefined, { url: limitedUrl, from: address })).rejects.toThrow(
        realtimeMessages.tooManyConnections,
      );
      // Another address is counted on its own.
      const neighbour = await connect(undefined, { url: limitedUrl, from: '203.0.113.3' });
      expect(await neighbour.emitWithAck('subscribe', 'site')).toEqual({ ok: true });

      open[0]?.close();
      const admitted = await eventually('a connection after one closed', () =>
        connect(undefined, { url: limitedUrl, from: address }).catch(() => undefined),
      );
      expect(await admitted.emitWithAck('subscribe', 'site')).toEqual({ ok: true });
    });
  });
});
