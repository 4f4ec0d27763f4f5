import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routeTable, type CampaignPage } from '@fundplay/contracts';
import sharp from 'sharp';
import { cardPaymentProbes, startCardPaymentScene, type CardPaymentScene } from '../../support/card-payment-scene';
import { paymentStatus, startDonation } from '../../support/payment-helpers';
import type { TestApp } from '../../support/test-apps';
import { eventually } from '../../support/test-environment';

/** Where the site says it lives (PUBLIC_URL): every absolute URL in a preview starts here. */
const PUBLIC_URL = 'https://fundplay.example';
const crawlers = ['facebookexternalhit/1.1', 'Twitterbot/1.0'];
/** The SPA's own index.html, as the source tree has it: the build keeps its head and adds only script tags. */
const sourceIndexHtml = readFileSync(join(__dirname, '../../../../frontend/index.html'), 'utf8');

const dist = join(__dirname, '..', '..', '..', 'dist', 'src');

/**
 * The compiled API serving `frontend` as the built SPA, as its own process (like http-hardening.spec.ts):
 * @fastify/static loads ESM-only modules that Jest's module system cannot. `npm test` builds dist first.
 */
async function spawnSite(env: Record<string, string>, frontend: string): Promise<{ child: ChildProcess; url: string }> {
  if (!existsSync(join(dist, 'main.js')))
    throw new Error(`Build the backend first (npm run build): ${dist} is missing`);
  const roots = { frontend, games: join(frontend, 'no-games') };
  const script = `
    const { AppConfig } = require(${JSON.stringify(join(dist, 'config', 'app-config.js'))});
    const { createApi } = require(${JSON.stringify(join(dist, 'main.js'))});
    (async () => {
      const app = await createApi(AppConfig.fromEnvironment(process.env), { staticRoots: ${JSON.stringify(roots)} });
      await app.listen({ port: 0, host: '127.0.0.1' });
      process.stdout.write('port=' + app.getHttpServer().address().port + '\\n');
    })().catch((error) => { console.error(error); process.exit(1); });`;
  const child = spawn(process.execPath, ['-e', script], {
    env: { ...process.env, ...env, SERVE_STATIC: 'on', PUBLIC_URL },
    stdio: ['ignore', 'pipe', 'inherit'],
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
  return { child, url: `http://127.0.0.1:${port}` };
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] as string);

/** The head's tags, as a crawler reads them: `<meta name|property="…" content="…">`, <title>, canonical link. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = new Map<string, string[]>();
  for (const [, key, content] of head.matchAll(/<meta\s+(?:name|property)="([^"]+)"\s+content="([^"]*)"/g)) {
    meta.set(key as string, [...(meta.get(key as string) ?? []), unescape(content as string)]);
  }
  const one = (key: string) => {
    const values = meta.get(key) ?? [];
    if (values.length !== 1) throw new Error(`expected one ${key}, found ${values.length}`);
    return values[0] as string;
  };
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => unescape(match[1] as string));
  const canonical = [...head.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((match) =>
    unescape(match[1] as string),
  );
  return { meta, one, titles, canonical, head };
}

/**
 * Use case: views/link-previews and views/queries/get-campaign-card. A shared `/donate/{code}` or `/f/{slug}` link
 * answers every user agent with index.html whose head names the campaign (Open Graph, Twitter card) and points at a
 * 1200×630 PNG card drawn on the server; `/robots.txt` keeps crawlers out of the API and the dashboards.
 */
describe('link previews', () => {
  let scene: CardPaymentScene;
  let app: TestApp;
  let site: ChildProcess | undefined;
  let siteUrl: string;
  let staticDir: string;
  let page: CampaignPage;
  const { donorEmail } = cardPaymentProbes(() => scene);

  async function give(code: string): Promise<void> {
    const started = await startDonation(app.client, code, { email: donorEmail(), firstName: 'Casey' });
    await scene.stripe.paymentIntents.confirm(started.paymentIntentId, { payment_method: 'pm_card_visa' });
    await eventually('the gift to be settled', async () => {
      return (await paymentStatus(app.environment, started.paymentIntentId)) === 'succeeded';
    });
  }

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${siteUrl}${path}`, { headers: { 'user-agent': crawlers[0] as string, ...headers } });

  /** The card an og:image names, fetched from this server (the URL's host is PUBLIC_URL's). */
  async function fetchImage(url: string, headers: Record<string, string> = {}) {
    expect(url.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    const { pathname, search } = new URL(url);
    return get(`${pathname}${search}`, headers);
  }

  beforeAll(async () => {
    scene = await startCardPaymentScene();
    app = scene.app;
    await app.environment.sql(`update accounts set first_name = 'Jordan', last_name = 'Kim' where id = $1`, [
      scene.participant.id,
    ]);
    // Blue Team's goal is $500 and Jordan is its only participant: Jordan's default goal is $500.
    await app.environment.sql('update fundraiser_groups set goal_cents = 50000 where id = $1', [scene.groupId]);
    await give(scene.referralCode);
    const read = await app.client.get(
      `${routeTable.getCampaignPage.path}?${new URLSearchParams({ code: scene.referralCode }).toString()}`,
    );
    page = (read.body as { data: CampaignPage }).data;
    // The same database and Redis as the scene's API, served as the built app is: the SPA's files and PUBLIC_URL.
    staticDir = mkdtempSync(join(tmpdir(), 'fundplay-previews-'));
    writeFileSync(join(staticDir, 'index.html'), sourceIndexHtml);
    ({ child: site, url: siteUrl } = await spawnSite(app.environment.env, staticDir));
  });

  afterAll(async () => {
    if (site && site.exitCode === null) {
      const exited = new Promise((resolve) => site?.once('exit', resolve));
      site.kill('SIGINT');
      await exited;
    }
    await app?.stop();
    if (staticDir) rmSync(staticDir, { recursive: true, force: true });
  });

  it.each(crawlers)("previews a participant's link for %s: who, how much, for what, and the card", async (agent) => {
    const response = await get(`/donate/${scene.referralCode}`, { 'user-agent': agent });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    const { one, titles, canonical } = headOf(html);
    expect(page.participant?.goal).toBe(50000);
    const title = 'Help Jordan K. raise $500 for Maple Street School Fair';
    expect(titles).toEqual([title]);
    expect(one('og:title')).toBe(title);
    expect(one('twitter:title')).toBe(title);
    // The generic description is replaced, not doubled.
    expect(one('description')).toBe(one('og:description'));
    expect(one('og:description')).not.toBe('');
    expect(canonical).toEqual([`${PUBLIC_URL}/donate/${scene.referralCode}`]);
    expect(one('og:url')).toBe(`${PUBLIC_URL}/donate/${scene.referralCode}`);
    expect(one('og:type')).toBe('website');
    expect(one('og:site_name')).toBe('FundPlay');
    expect(one('twitter:card')).toBe('summary_large_image');
    expect(one('og:image:width')).toBe('1200');
    expect(one('og:image:height')).toBe('630');
    expect(one('twitter:image')).toBe(one('og:image'));
    expect(one('og:image')).toBe(
      `${PUBLIC_URL}${routeTable.getCampaignCard.path}?code=${encodeURIComponent(scene.referralCode)}`,
    );

    const image = await fetchImage(one('og:image'), { 'user-agent': agent });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it("previews a group's link and the fundraiser's readable address", async () => {
    const groupCode = page.group?.code;
    expect(groupCode).toEqual(expect.any(String));
    const group = headOf(await (await get(`/donate/${groupCode as string}`)).text());
    expect(group.one('og:title')).toBe('Support Blue Team in Maple Street School Fair');
    const groupImage = await fetchImage(group.one('og:image'));
    expect(await sharp(Buffer.from(await groupImage.arrayBuffer())).metadata()).toMatchObject({
      format: 'png',
      width: 1200,
      height: 630,
    });

    const slugPage = await get(`/f/${page.fundraiser.slug}`, { 'user-agent': 'Twitterbot/1.0' });
    expect(slugPage.status).toBe(200);
    const fundraiser = headOf(await slugPage.text());
    expect(fundraiser.titles).toEqual(['Support Maple Street School Fair']);
    expect(fundraiser.one('og:url')).toBe(`${PUBLIC_URL}/f/${page.fundraiser.slug}`);
    expect(fundraiser.one('og:image')).toBe(
      `${PUBLIC_URL}${routeTable.getCampaignCard.path}?code=${encodeURIComponent(page.fundraiser.code)}`,
    );
    const card = await fetchImage(fundraiser.one('og:image'));
    expect(await sharp(Buffer.from(await card.arrayBuffer())).metadata()).toMatchObject({
      format: 'png',
      width: 1200,
      height: 630,
    });

    const live = headOf(await (await get(`/live/${scene.fundraiserId}`)).text());
    expect(live.titles).toEqual(['Maple Street School Fair: live']);
    expect(live.one('og:url')).toBe(`${PUBLIC_URL}/live/${scene.fundraiserId}`);
    expect(live.one('og:image')).toBe(fundraiser.one('og:image'));
  });

  it('keeps index.html as built for unknown codes and other pages', async () => {
    for (const path of ['/donate/NOPE1234', '/f/no-such-fundraiser', '/about']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      const { titles, meta } = headOf(await response.text());
      expect(titles).toEqual(['FundPlay — fundraising your community enjoys']);
      expect(meta.get('og:title')).toBeUndefined();
    }
    const unknownCard = await get(`${routeTable.getCampaignCard.path}?code=NOPE1234`);
    expect(unknownCard.status).toBe(404);
    expect(unknownCard.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await unknownCard.json()) as { message: string }).message).toEqual(expect.any(String));
  });

  it("answers the card's ETag with a 304 until a new gift moves the totals", async () => {
    const path = `${routeTable.getCampaignCard.path}?code=${encodeURIComponent(scene.referralCode)}`;
    const first = await get(path);
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^".+"$/);
    expect((await get(path)).headers.get('etag')).toBe(etag);
    const again = await get(path, { 'if-none-match': etag });
    expect(again.status).toBe(304);

    await give(scene.referralCode);
    const moved = await get(path, { 'if-none-match': etag });
    expect(moved.status).toBe(200);
    expect(moved.headers.get('etag')).not.toBe(etag);
    expect(await sharp(Buffer.from(await moved.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('serves robots.txt as text, keeping crawlers out of the API and the dashboards', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await robots.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /admin/',
        'Disallow: /participant/',
        'Disallow: /teammember/',
        'Disallow: /dev/',
      ]),
    );
    const unknownApi = await get('/api/no-such-route');
    expect(unknownApi.status).toBe(404);
    expect(unknownApi.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('escapes names in the head: user text never becomes markup', async () => {
    const name = `<script>alert(1)</script> "Quotes"`;
    await app.environment.sql('update fundraisers set fund_raising_name = $1 where id = $2', [
      name,
      scene.fundraiserId,
    ]);
    const html = await (await get(`/f/${page.fundraiser.slug}`)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('"Quotes"');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;Quotes&quot;');
    const { one, titles } = headOf(html);
    expect(titles).toEqual([`Support ${name}`]);
    expect(one('og:title')).toBe(`Support ${name}`);
    const card = await fetchImage(one('og:image'));
    expect(card.status).toBe(200);
  });
});
