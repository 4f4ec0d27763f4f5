import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { io, type Socket } from 'socket.io-client';
import { RealtimeEmitter } from '../../src/platform/realtime/realtime-emitter';
import { startApi } from '../support/test-apps';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';

describe('the realtime gateway', () => {
  let environment: TestEnvironment;
  let first: NestFastifyApplication;
  let second: NestFastifyApplication;
  let secondUrl: string;
  let socket: Socket;

  beforeAll(async () => {
    environment = await createTestEnvironment();
    ({ app: first } = await startApi(environment.config));
    ({ app: second, url: secondUrl } = await startApi(environment.config));
    socket = io(secondUrl, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  });

  afterAll(async () => {
    socket?.close();
    await first?.close();
    await second?.close();
    await environment?.dispose();
  });

  it('lets anyone follow public rooms and refuses private ones', async () => {
    expect(await socket.emitWithAck('subscribe', 'site')).toEqual({ ok: true });
    expect(await socket.emitWithAck('subscribe', 'user:someone-else')).toEqual({
      ok: false,
      message: 'You cannot subscribe to that room',
    });
  });

  it('delivers a broadcast emitted through Redis by another instance', async () => {
    await socket.emitWithAck('subscribe', 'site');
    const received = new Promise((resolve) => socket.once('site:figures', resolve));
    first.get(RealtimeEmitter).emit('site', 'site:figures', { version: 7 });
    await expect(received).resolves.toEqual({ version: 7 });
  });
});
