import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Agent, request as httpRequest, type ClientRequest } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createTestEnvironment, eventually, type TestEnvironment } from '../../support/test-environment';

const compiledMain = join(__dirname, '..', '..', '..', 'dist', 'src', 'main.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

interface Outcome {
  status?: number;
  connection?: string;
  requestId?: string;
  /** The request went out on a kept-alive connection, so a failure means the server dropped it in flight. */
  reusedSocket: boolean;
  error?: string;
}

function get(url: string, agent: Agent, headers: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const request: ClientRequest = httpRequest(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          connection: response.headers.connection,
          requestId: response.headers['x-request-id'] as string | undefined,
          reusedSocket: request.reusedSocket,
        }),
      );
      response.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ reusedSocket: request.reusedSocket, error: error.code ?? error.message }),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ reusedSocket: request.reusedSocket, error: error.code ?? error.message }),
    );
    request.end();
  });
}

/** The compiled API as `npm start` runs it (its own process, its own signal handling). */
async function startApiProcess(
  environment: TestEnvironment,
  overrides: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string; output: () => string; exited: Promise<number | null> }> {
  if (!existsSync(compiledMain)) throw new Error(`Build the backend first (npm run build): ${compiledMain} is missing`);
  const port = await freePort();
  const child = spawn(process.execPath, [compiledMain], {
    env: { ...process.env, ...environment.env, HOST: '127.0.0.1', PORT: String(port), ...overrides },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const probe = new Agent({ keepAlive: false });
  await eventually(
    'the API to listen',
    async () => {
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}:\n${output}`);
      return (await get(`${url}/api/health`, probe)).status === 200;
    },
    60_000,
  );
  return { child, url, output: () => output, exited };
}

describe('the API process', () => {
  let environment: TestEnvironment;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    environment = await createTestEnvironment({ SHUTDOWN_GRACE_MS: '15000' });
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await environment?.dispose();
  });

  it('logs the request id it answers with, never an unsafe one a caller chose', async () => {
    const api = await startApiProcess(environment, { LOG_LEVEL: 'info' });
    children.push(api.child);
    const agent = new Agent({ keepAlive: false });
    const unsafe = 'forged"}{"level":60,"msg":"owned';
    const replaced = await get(`${api.url}/api/site/figures`, agent, { 'x-request-id': unsafe });
    const kept = await get(`${api.url}/api/site/figures`, agent, { 'x-request-id': 'trace-0123456789' });
    expect(kept.requestId).toBe('trace-0123456789');
    expect(replaced.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);

    const logged = await eventually('both requests in the log', async () => {
      const ids = api
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => (JSON.parse(line) as { req?: { id?: string } }).req?.id)
        .filter(Boolean);
      return ids.includes(kept.requestId) && ids.includes(replaced.requestId) ? ids : undefined;
    });
    expect(logged).toContain(replaced.requestId);
    expect(api.output()).not.toContain('forged');

    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);
  });

  it('drains 50 keep-alive clients on SIGTERM: no in-flight request fails, exit code 0', async () => {
    const api = await startApiProcess(environment, { LOG_LEVEL: 'warn' });
    children.push(api.child);
    const outcomes: Outcome[] = [];
    let signalledAt = 0;
    const afterSignal: Outcome[] = [];

    const client = async (index: number) => {
      // One connection per client, kept alive between its requests, like a browser tab or a proxy's pool.
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const path = index % 2 === 0 ? '/api/health' : '/api/site/figures';
      for (;;) {
        const outcome = await get(`${api.url}${path}`, agent);
        outcomes.push(outcome);
        if (signalledAt) afterSignal.push(outcome);
        // Refused on a new connection once the server stopped listening: never in flight, the client is done.
        if (outcome.error === 'ECONNREFUSED' && !outcome.reusedSocket) break;
        if (outcome.error) break;
      }
      agent.destroy();
    };
    const clients = Array.from({ length: 50 }, (_, index) => client(index));

    await eventually('load on every connection', async () => outcomes.length >= 500);
    signalledAt = Date.now();
    api.child.kill('SIGTERM');
    const exitCode = await api.exited;
    const shutdownMs = Date.now() - signalledAt;
    await Promise.all(clients);

    const failed = outcomes.filter(
      (outcome) => (outcome.error && outcome.error !== 'ECONNREFUSED') || (outcome.status && outcome.status !== 200),
    );
    const refusedNewConnections = outcomes.filter((outcome) => outcome.error === 'ECONNREFUSED').length;
    const answeredAfterSignal = afterSignal.filter((outcome) => outcome.status === 200).length;
    const closedAfterSignal = afterSignal.filter((outcome) => outcome.connection === 'close').length;
    // The figures the hardening issue asks for.
    console.log(
      `SIGTERM with 50 keep-alive clients: ${outcomes.length - refusedNewConnections} requests answered ` +
        `(${answeredAfterSignal} after the signal, ${closedAfterSignal} with Connection: close), ` +
        `${failed.length} failed in flight, ${refusedNewConnections} new connections refused, ` +
        `exit code ${exitCode} after ${shutdownMs} ms`,
    );
    expect(failed).toEqual([]);
    expect(answeredAfterSignal).toBeGreaterThan(0);
    expect(closedAfterSignal).toBeGreaterThan(0);
    expect(exitCode).toBe(0);
  }, 90_000);
});
