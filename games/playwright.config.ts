import { defineConfig } from '@playwright/test';

// Browser tests for the built games: `npm run build:games && npx playwright test -c games/playwright.config.ts`.
const port = Number(process.env.GAMES_E2E_PORT ?? 4510);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: '../test-results/games-e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  // Playwright's default is one worker per two cores: one on these machines. A walk mostly waits (on the app, the
  // network, animations): run alone, one worker kept the machine 69% busy. Two run side by side.
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npx tsx e2e/static-server.ts',
    cwd: __dirname,
    url: `${baseURL}/e2e-host.html`,
    env: { GAMES_E2E_PORT: String(port) },
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true },
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 } },
  ],
});
