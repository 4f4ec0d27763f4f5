import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { textMessages } from '@fundplay/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import jwt from 'jsonwebtoken';
import { createApi } from '../../../src/main';
import type { StaticRoots } from '../../../src/platform/http/static-files';
import { listen } from '../../support/test-apps';
import { createTestEnvironment, type TestEnvironment } from '../../support/test-environment';

const compiledMain = join(__dirname, '..', '..', '..', 'dist', 'src', 'main.js');

/**
 * The compiled API serving the given static folders, as its own process: @fastify/static loads ESM-only
 * modules that Jest's module system cannot, so file serving is tested the way it runs, from dist.
 */
async function spawnApiServing(
  env: Record<string, string>,
  roots: StaticRoots,
): Promise<{ child: ChildProcess; url: string; stderr: () => string }> {
  if (!existsSync(compiledMain)) throw new Error(`Build the backend first (npm run build): ${compiledMain} is missing`);
  const script = `
    const { AppConfig } = require(${JSON.stringify(join(__dirname, '..', '..', '..', 'dist', 'src', 'config', 'app-config.js'))});
    const { createApi } = require(${JSON.stringify(compiledMain)});
    (async () => {
      const app = await createApi(AppConfig.fromEnvironment(process.env), { staticRoots: ${JSON.stringify(roots)} });
      await app.listen({ port: 0, host: '127.0.0.1' });
      process.stdout.write('port=' + app.getHttpServer().address().port + '\\n');
    })().catch((error) => { console.error(error); process.exit(1); });`;
  const child = spawn(process.execPath, ['-e', script], {
    env: { ...process.env, ...env, SERVE_STATIC: 'on' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /port=(\d+)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`the API exited with ${code} before listening`)));
  });
  return { child, url: `http://127.0.0.1:${port}`, stderr: () => stderr };
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A plain HTTP/1.1 request whose bytes and headers are seen as sent: fetch would decompress and hide them. */
function raw(url: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** A built frontend and game as the builds lay them out: hashed files under assets/ with .br and .gz beside them. */
function writeBuiltFiles(): StaticRoots & { dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'fundplay-static-'));
  const frontend = join(dir, 'frontend');
  const games = join(dir, 'games');
  mkdirSync(join(frontend, 'assets'), { recursive: true });
  mkdirSync(join(games, 'hang-glider', 'assets'), { recursive: true });
  writeFileSync(join(frontend, 'index.html'), '<!doctype html><title>FundPlay</title><div id="root"></div>');
  writeFileSync(join(frontend, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const script = `console.log(${JSON.stringify('FundPlay '.repeat(500))});`;
  writeFileSync(join(frontend, 'assets', 'index-Ab12Cd34.js'), script);
  writeFileSync(join(frontend, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(script));
  writeFileSync(join(frontend, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(script));
  writeFileSync(join(games, 'hang-glider', 'index.html'), '<!doctype html><title>Hang Glider</title>');
  writeFileSync(join(games, 'hang-glider', 'assets', 'index-Ef56Gh78.js'), 'export {};');
  return { dir, frontend, games };
}

describe('HTTP hardening', () => {
  describe('the API as it runs by default', () => {
    let environment: TestEnvironment;
    let app: NestFastifyApplication;
    let url: string;

    beforeAll(async () => {
      environment = await createTestEnvironment({ CAPTCHA: 'off' });
      app = await createApi(environment.config);
      // A JSON answer of the size a list page returns, on a route registered the way Nest registers its own.
      app
        .getHttpAdapter()
        .getInstance()
        .get('/api/test/large-list', async () => ({
          rows: Array.from({ length: 100 }, (_, id) => ({ id, name: `Row ${id}` })),
        }));
      url = await listen(app);
    });

    afterAll(async () => {
      await app?.close();
      await environment?.dispose();
    });

    it('keeps the per-IP login limit when the caller rotates X-Forwarded-For', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 31; attempt++) {
        const response = await fetch(`${url}/api/authRoutes/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${attempt + 1}` },
          body: JSON.stringify({ email: `nobody-${attempt}@example.com`, password: 'wrong', role: 'participant' }),
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
      expect(statuses[30]).toBe(429);
    });

    it('echoes and uses a safe caller-chosen request id', async () => {
      const response = await fetch(`${url}/api/health`, { headers: { 'x-request-id': 'edge-proxy.req_0042' } });
      expect(response.headers.get('x-request-id')).toBe('edge-proxy.req_0042');
    });

    it.each([['<script>alert(1)</script>'], ['short'], ['a'.repeat(65)], ['id with spaces']])(
      'replaces the unsafe request id %s with one of its own',
      async (id) => {
        const response = await fetch(`${url}/api/health`, { headers: { 'x-request-id': id } });
        expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/);
      },
    );

    it('compresses dynamic JSON answers', async () => {
      const response = await raw(url, '/api/test/large-list', { 'accept-encoding': 'br, gzip' });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(response.body).toString()).rows).toHaveLength(100);
      const small = await raw(url, '/api/health', { 'accept-encoding': 'br, gzip' });
      expect(small.headers['content-encoding']).toBeUndefined();
    });

    it('refuses control characters in a body with the shared message, before they reach PostgreSQL', async () => {
      const response = await fetch(`${url}/api/site/support`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ann\u0000', email: 'ann@example.com', message: 'Hello' }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: textMessages.controlCharacters,
        errors: { name: [textMessages.controlCharacters] },
      });
    });

    it.each([
      ['GET', '/api/dev/messages?to=%00'],
      ['GET', '/api/dev/messages?to=%1B%5B2J'],
      ['GET', '/api/dev/messages?to=ann%E2%80%AE@example.com'],
      ['POST', '/api/authRoutes/getInvitationData?role=participant&invitationCode=%00'],
      ['GET', '/api/adminRoutes/verifyEmail?token=a%E2%80%AEb'],
    ])('refuses %s %s with a 400', async (method, path) => {
      const response = await fetch(`${url}${path}`, { method });
      expect(response.status).toBe(400);
      expect(Object.values(textMessages)).toContain(((await response.json()) as { message: string }).message);
    });

    it('refuses lone surrogates sent as JSON escapes', async () => {
      const response = await fetch(`${url}/api/site/support`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"name":"Ann","email":"ann@example.com","message":"Hi \\ud800 there"}',
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(textMessages.unpairedSurrogate);
    });

    it('treats a well-signed token whose ids are not UUIDs as no session: 401, not 500', async () => {
      const sign = (claims: object) =>
        jwt.sign({ purpose: 'session', ...claims }, environment.config.identity.sessionSecret, {
          algorithm: 'HS256',
          issuer: 'fundplay',
          audience: 'fundplay-web',
          expiresIn: 60,
        });
      for (const claims of [
        { sub: '0b6f2f4e-8d0e-4b7a-9a57-5d8f1f7f2c11', sid: 'not-a-uuid' },
        { sub: "1' or '1'='1", sid: '0b6f2f4e-8d0e-4b7a-9a57-5d8f1f7f2c11' },
        { sub: '0b6f2f4e-8d0e-4b7a-9a57-5d8f1f7f2c11', sid: 'x\u0000' },
      ]) {
        const response = await fetch(`${url}/api/authRoutes/me`, {
          headers: { authorization: `Bearer ${sign(claims)}` },
        });
        expect(response.status).toBe(401);
      }
    });
  });

  describe('the compiled API serving the built files', () => {
    let environment: TestEnvironment;
    let child: ChildProcess | undefined;
    let url: string;
    let stderr: () => string;
    let built: ReturnType<typeof writeBuiltFiles>;

    beforeAll(async () => {
      built = writeBuiltFiles();
      environment = await createTestEnvironment({ CAPTCHA: 'off' });
      ({ child, url, stderr } = await spawnApiServing(environment.env, built));
    });

    afterAll(async () => {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child?.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await environment?.dispose();
      rmSync(built.dir, { recursive: true, force: true });
    });

    it('sends security headers that forbid framing the app', async () => {
      for (const path of ['/api/health', '/', '/about']) {
        const { headers } = await raw(url, path);
        expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(headers['content-security-policy']).toContain("default-src 'self'");
        expect(headers['content-security-policy']).toContain("object-src 'none'");
        expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
        expect(headers['x-frame-options']).toBe('DENY');
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['referrer-policy']).toBe('no-referrer');
        expect(headers['strict-transport-security']).toBeUndefined();
      }
    });

    it('lets the host page frame its games', async () => {
      const game = await raw(url, '/embed/hang-glider/');
      expect(game.status).toBe(200);
      expect(game.body.toString()).toContain('Hang Glider');
      expect(game.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(game.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
      expect(game.headers['x-frame-options']).toBe('SAMEORIGIN');
    });

    it('serves hashed assets precompressed and cached for good, pages revalidated', async () => {
      const original = readFileSync(join(built.frontend, 'assets', 'index-Ab12Cd34.js'));
      const brotli = await raw(url, '/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br, gzip' });
      expect(brotli.status).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotli.body.length).toBeLessThan(original.length / 10);
      expect(brotliDecompressSync(brotli.body).equals(original)).toBe(true);

      const gzip = await raw(url, '/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');

      const game = await raw(url, '/embed/hang-glider/assets/index-Ef56Gh78.js');
      expect(game.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      for (const path of ['/', '/about']) {
        expect((await raw(url, path)).headers['cache-control']).toBe('no-cache');
      }
      expect((await raw(url, '/embed/hang-glider/')).headers['cache-control']).toBe('no-cache');
    });

    it('serves the app for any page path, whatever the Accept header', async () => {
      for (const accept of ['*/*', 'text/html', 'application/json']) {
        const response = await raw(url, '/about', { accept });
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body.toString()).toContain('<div id="root">');
      }
      expect((await raw(url, '/student/reset-password/a.b.c', { accept: '*/*' })).status).toBe(200);
    });

    it('serves page paths without warning of an event-listener leak in its log', async () => {
      for (const encoding of ['', 'gzip', 'br, gzip']) {
        const response = await raw(url, '/fundraisers/some-page', encoding ? { 'accept-encoding': encoding } : {});
        expect(response.status).toBe(200);
      }
      // The API writes a warning to its stderr (a pipe: synchronously) while it answers; give the pipe a moment.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stderr()).not.toContain('MaxListenersExceededWarning');
    });

    it('answers 404 for what is not a page: missing assets, API paths, games', async () => {
      for (const path of ['/assets/missing-Zz99.js', '/api/nothing', '/api', '/embed/no-such-game/', '/socket.io/x']) {
        const response = await raw(url, path, { accept: '*/*' });
        // Socket.IO answers its own paths (400: no such transport); the rest are plain 404s.
        expect([path, response.status]).toEqual([path, path.startsWith('/socket.io/') ? 400 : 404]);
        expect(response.body.toString()).not.toContain('<div id="root">');
      }
    });
  });

  describe('behind a configured proxy', () => {
    let environment: TestEnvironment;
    let app: NestFastifyApplication;
    let url: string;

    beforeAll(async () => {
      environment = await createTestEnvironment({ CAPTCHA: 'off', TRUST_PROXY: '127.0.0.1' });
      app = await createApi(environment.config);
      url = await listen(app);
    });

    afterAll(async () => {
      await app?.close();
      await environment?.dispose();
    });

    it('counts per-IP limits by the address the proxy forwards', async () => {
      const limited = async (forwardedFor: string) => {
        const response = await fetch(`${url}/api/authRoutes/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
          body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong', role: 'participant' }),
        });
        return response.status === 429;
      };
      for (let attempt = 0; attempt < 30; attempt++) expect(await limited('198.51.100.7')).toBe(false);
      expect(await limited('198.51.100.7')).toBe(true);
      expect(await limited('198.51.100.8')).toBe(false);
    });
  });

  describe('in production', () => {
    let environment: TestEnvironment;
    let app: NestFastifyApplication;
    let url: string;

    beforeAll(async () => {
      environment = await createTestEnvironment({
        NODE_ENV: 'production',
        SESSION_SECRET: 'pQ7c2Zr9+VfLk1sWb4Hn0yTgX8eJm3aU6dRiOqC5tNwY/hBzKjE2uLoP9vGxS1fA',
        EMAIL_TRANSPORT: 'smtp',
        SMTP_URL: 'smtp://127.0.0.1:9',
        SMS_TRANSPORT: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
        TWILIO_AUTH_TOKEN: 'token',
        TWILIO_FROM_NUMBER: '+15550100199',
        STRIPE_SECRET_KEY: 'sk_test_hardening',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_hardening',
        STRIPE_WEBHOOK_SECRET: 'whsec_hardening',
      });
      app = await createApi(environment.config);
      url = await listen(app);
    });

    afterAll(async () => {
      await app?.close();
      await environment?.dispose();
    });

    it('adds HSTS and upgrades insecure requests', async () => {
      const { headers } = await raw(url, '/api/health');
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
    });

    it('lets the page load Stripe.js and reach Stripe when real keys are set', async () => {
      const { headers } = await raw(url, '/api/health');
      const policy = String(headers['content-security-policy']);
      expect(policy).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
      expect(policy).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/);
      expect(policy).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
    });
  });
});
