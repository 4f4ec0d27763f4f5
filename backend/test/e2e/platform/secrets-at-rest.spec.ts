import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { redisOptionsFromUrl } from '../../../src/platform/redis/redis-options';
import { FakeSmtpServer } from '../../support/fake-smtp-server';
import { api, PASSWORD, participantSignUp, uniqueEmail, uniquePhone, type Api } from '../../support/identity-helpers';
import { createTestEnvironment, eventually, type TestEnvironment } from '../../support/test-environment';

const dist = join(__dirname, '..', '..', '..', 'dist', 'src');

/**
 * Twilio's SDK has no base-URL option and the test cannot reach Twilio: this preload makes the SDK's own HTTP
 * client in the child processes talk to a loopback stand-in (the same trick as twilio-sms-sender.spec.ts).
 */
function writeTwilioPreload(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'fundplay-twilio-')), 'twilio-loopback.js');
  writeFileSync(
    file,
    `const RequestClient = require(${JSON.stringify(require.resolve('twilio/lib/base/RequestClient'))});
const request = RequestClient.prototype.request;
RequestClient.prototype.request = function (opts) {
  return request.call(this, { ...opts, uri: opts.uri.replace(/^https:\\/\\/[^/]+/, process.env.TWILIO_LOOPBACK_ORIGIN) });
};
`,
  );
  return file;
}

/** Answers Twilio's create-message call and keeps every text it was asked to send. */
async function startTwilioStandIn() {
  const texts: { to: string; body: string }[] = [];
  const server = createHttpServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      texts.push({ to: form.get('To') ?? '', body: form.get('Body') ?? '' });
      res
        .writeHead(201, { 'content-type': 'application/json' })
        .end(
          JSON.stringify({ sid: `SM${texts.length}`, status: 'queued', to: form.get('To'), body: form.get('Body') }),
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    texts,
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function freePort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The text of an email as a mail client shows it: quoted-printable soft breaks and escapes undone. */
const decodeMail = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Every value stored under `prefix`, whatever the Redis type, with its key. */
async function redisDump(redis: Redis, prefix: string): Promise<{ key: string; text: string }[]> {
  const out: { key: string; text: string }[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    for (const key of keys) {
      const type = await redis.type(key);
      let value: unknown;
      if (type === 'string') value = await redis.get(key);
      else if (type === 'hash') value = await redis.hgetall(key);
      else if (type === 'list') value = await redis.lrange(key, 0, -1);
      else if (type === 'set') value = await redis.smembers(key);
      else if (type === 'zset') value = await redis.zrange(key, '0', '-1', 'WITHSCORES');
      else if (type === 'stream') value = await redis.xrange(key, '-', '+');
      else value = `<${type}>`;
      out.push({ key, text: `${key} ${JSON.stringify(value)}` });
    }
  } while (cursor !== '0');
  return out;
}

describe('one-time secrets at rest, with the production transports (SMTP and Twilio)', () => {
  const smtp = new FakeSmtpServer();
  let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
  let environment: TestEnvironment;
  let redis: Redis;
  let client: Api;
  const children: { name: string; process: ChildProcess; output: string[] }[] = [];

  function spawnChild(name: string, script: string, env: Record<string, string>) {
    const child = spawn(process.execPath, ['--require', writeTwilioPreload(), join(dist, script)], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    children.push({ name, process: child, output });
  }

  beforeAll(async () => {
    for (const script of ['main.js', 'worker.js'])
      if (!existsSync(join(dist, script)))
        throw new Error(`Build the backend first (npm run build): ${script} is missing`);
    const smtpPort = await smtp.start();
    twilio = await startTwilioStandIn();
    const port = await freePort();
    environment = await createTestEnvironment({
      CAPTCHA: 'off',
      EMAIL_TRANSPORT: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SMS_TRANSPORT: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000001',
      TWILIO_AUTH_TOKEN: 'stand-in-auth-token',
      TWILIO_FROM_NUMBER: '+15550100199',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Request logs are a durable store too: keep them, and scan them below.
      LOG_LEVEL: 'info',
    });
    const env = { ...environment.env, TWILIO_LOOPBACK_ORIGIN: twilio.origin };
    spawnChild('api', 'main.js', env);
    spawnChild('worker', 'worker.js', env);
    client = api(`http://127.0.0.1:${port}`);
    await eventually(
      'the API to answer',
      async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok,
      // A loaded machine boots the compiled API slowly (over 30 s at load 14); the hook itself has 120 s.
      110_000,
    );
    redis = new Redis(redisOptionsFromUrl(environment.config.redis.url));
  });

  afterAll(async () => {
    for (const child of children) {
      if (child.process.exitCode !== null) continue;
      child.process.kill('SIGTERM');
      await new Promise((resolve) => child.process.once('exit', resolve));
    }
    await redis?.quit();
    await environment?.dispose();
    await smtp.stop();
    await twilio?.close();
  });

  /** Codes are five digits: matched as a whole token, not inside a longer number or id. */
  const isCode = (secret: string) => /^\d{5}$/.test(secret);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const sqlPattern = (secret: string) =>
    isCode(secret) ? `(^|[^0-9A-Za-z])${secret}([^0-9A-Za-z]|$)` : escape(secret);
  const contains = (text: string, secret: string) => new RegExp(sqlPattern(secret)).test(text);

  /** Where each secret occurs: every text-like column of every table, every Redis key under the test's prefix. */
  async function scanFor(secrets: string[]) {
    const columns = await environment.sql<{ table_schema: string; table_name: string; column_name: string }>(
      `select c.table_schema, c.table_name, c.column_name from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
          and c.data_type in ('text', 'jsonb', 'json', 'character varying', 'character', 'ARRAY', 'USER-DEFINED')`,
    );
    expect(columns.length).toBeGreaterThan(20);
    const databaseHits: string[] = [];
    for (const secret of secrets) {
      for (const { table_schema, table_name, column_name } of columns) {
        const rows = await environment.sql(
          `select 1 from "${table_schema}"."${table_name}" where "${column_name}"::text ~ $1 limit 1`,
          [sqlPattern(secret)],
        );
        if (rows.length > 0) databaseHits.push(`${table_name}.${column_name} holds ${secret}`);
      }
    }
    const redisEntries = await redisDump(redis, environment.config.redis.keyPrefix);
    const redisHits = secrets.flatMap((secret) =>
      redisEntries.filter((entry) => contains(entry.text, secret)).map((entry) => `${entry.key} holds ${secret}`),
    );
    return { databaseHits, redisHits, redisKeys: redisEntries.map((entry) => entry.key) };
  }

  it('finds a planted secret in a jsonb column and in each kind of Redis value (the scan itself works)', async () => {
    const code = '97531';
    const token = 'planted-token_ABCdef0123456789';
    await environment.sql(
      `insert into outbox_events (event_name, payload, dispatched_at) values ('Canary', $1, now())`,
      [JSON.stringify({ note: `code ${code}`, url: `/x/${token}` })],
    );
    const prefix = environment.config.redis.keyPrefix;
    await redis.hset(`${prefix}:canary:hash`, 'data', JSON.stringify({ code }));
    await redis.xadd(`${prefix}:canary:stream`, '*', 'token', token);
    await redis.zadd(`${prefix}:canary:zset`, 1, `member:${code}`);
    await redis.rpush(`${prefix}:canary:list`, token);
    try {
      const hits = await scanFor([code, token, '97530']);
      expect(hits.databaseHits.sort()).toEqual(
        [`outbox_events.payload holds ${code}`, `outbox_events.payload holds ${token}`].sort(),
      );
      expect(hits.redisHits.sort()).toEqual(
        [
          `${prefix}:canary:hash holds ${code}`,
          `${prefix}:canary:zset holds ${code}`,
          `${prefix}:canary:stream holds ${token}`,
          `${prefix}:canary:list holds ${token}`,
        ].sort(),
      );
    } finally {
      await redis.del(
        `${prefix}:canary:hash`,
        `${prefix}:canary:stream`,
        `${prefix}:canary:zset`,
        `${prefix}:canary:list`,
      );
      await environment.sql(`delete from outbox_events where event_name = 'Canary'`);
    }
  });

  const textTo = (phoneNo: string, after: number) =>
    eventually(`a text to ${phoneNo}`, async () => {
      const found = twilio.texts.slice(after).find((text) => text.to === phoneNo);
      return found ? /\b(\d{5}) is your code\b/.exec(found.body)?.[1] : undefined;
    });

  it('leaves no code, link token or reset grant in any PostgreSQL column, Redis key or log line', async () => {
    const secrets: string[] = [];

    // 1. An administrator signs up and follows the emailed link.
    const adminEmail = uniqueEmail('admin');
    const adminSignUp = await client.post('/api/adminRoutes/adminSignUp', {
      firstName: 'Ada',
      lastName: 'Admin',
      email: adminEmail,
      confirmEmail: adminEmail,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      phoneNo: uniquePhone(),
      termsAccepted: true,
      privacyAccepted: true,
    });
    expect(adminSignUp.status).toBe(201);
    const mail = await eventually('the verification email', async () =>
      smtp.delivered.map(decodeMail).find((body) => body.includes(adminEmail) && body.includes('/email-verification/')),
    );
    const linkToken = /\/email-verification\/([\w-]+)/.exec(mail)?.[1] ?? '';
    expect(linkToken).toHaveLength(43);
    secrets.push(linkToken);
    const verified = await client.get(`/api/adminRoutes/verifyEmail?token=${linkToken}`);
    expect(verified.body.message).toBe('Your email is verified. You can log in now.');

    // 2. A participant signs up with the code texted to their phone.
    const participantEmail = uniqueEmail('participant');
    const phoneNo = uniquePhone();
    const textsBefore = twilio.texts.length;
    const signUp = await client.post(
      '/api/participantRoutes/participantSignUp',
      participantSignUp(participantEmail, phoneNo),
    );
    expect(signUp.status).toBe(201);
    const signUpCode = await textTo(phoneNo, textsBefore);
    secrets.push(signUpCode, signUp.body.data.challengeId as string);
    const session = await client.post('/api/authRoutes/verifyOtp', {
      email: participantEmail,
      role: 'participant',
      verificationSelection: 'phone',
      mode: 'signUp',
      otp: signUpCode,
      challengeId: signUp.body.data.challengeId,
    });
    expect(session.status).toBe(200);
    secrets.push(session.body.data.accessToken as string);

    // 3. The participant resets the password: a texted code, then the reset grant it buys.
    const resetTextsBefore = twilio.texts.length;
    const forgot = await client.post('/api/authRoutes/forgotPassword', {
      email: participantEmail,
      role: 'participant',
      verificationSelection: 'phone',
    });
    expect(forgot.status).toBe(200);
    const resetCode = await textTo(phoneNo, resetTextsBefore);
    secrets.push(resetCode);
    const grant = await client.post('/api/authRoutes/verifyOtp', {
      email: participantEmail,
      role: 'participant',
      verificationSelection: 'phone',
      mode: 'forgotPassword',
      otp: resetCode,
      challengeId: forgot.body.data.challengeId,
    });
    expect(grant.status).toBe(200);
    const resetToken = grant.body.data.resetToken as string;
    secrets.push(resetToken);
    const changed = await client.post(
      '/api/authRoutes/changePassword',
      { role: 'participant', email: participantEmail, password: 'Brand2$new' },
      resetToken,
    );
    expect(changed.status).toBe(200);

    // Every message was delivered and marked sent (so nothing is waiting to use a secret).
    await eventually('every message to be marked sent', async () => {
      const rows = await environment.sql<{ status: string }>('select status from outbound_messages');
      return rows.length >= 3 && rows.every((row) => row.status === 'sent');
    });

    const hits = await scanFor(secrets);
    expect(hits.redisKeys.some((key) => key.includes(':bull:messaging:'))).toBe(true);
    const logs = children.map((child) => child.output.join('')).join('\n');
    expect(logs).toContain('/api/adminRoutes/verifyEmail?token=[REDACTED]');
    const logHits = secrets.filter((secret) => contains(logs, secret)).map((secret) => `the logs hold ${secret}`);
    const { databaseHits, redisHits } = hits;
    expect({ databaseHits, redisHits, logHits }).toEqual({ databaseHits: [], redisHits: [], logHits: [] });
    // The scan can find what it looks for: the secrets were really delivered to the providers.
    expect(twilio.texts.map((text) => text.body).join('\n')).toContain(signUpCode);
  }, 90_000);
});
