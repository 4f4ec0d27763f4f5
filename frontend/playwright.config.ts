import { defineConfig } from '@playwright/test';

/*
 * Browser tests against the whole running app. Nothing is started here: the test orchestrator
 * (or you, with `PORT=3900 npm start`) runs FundPlay and points E2E_BASE_URL at it.
 */
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const demoMoneyWalks = ['**/mobile-compete.e2e.ts', '**/mobile-donation.e2e.ts'];

export default defineConfig({
  testDir: './e2e',
  // Resolves `@fundplay/contracts` to its sources, as the app does.
  tsconfig: './tsconfig.json',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  // Playwright's default is one worker per two cores: one on these machines. A walk mostly waits (on the app, the
  // network, animations): run alone, one worker kept the machine 69% busy. Two run side by side.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Generous: CI may run beside a second CI run on two cores, and a walk then takes many times its quiet time.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3000',
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright never downloads a browser on these machines.
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
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1366, height: 900 } },
      // The drawers exist only below the `md` breakpoint.
      testIgnore: '**/mobile-*.e2e.ts',
    },
    {
      name: 'phone',
      use: phone,
      testIgnore: demoMoneyWalks,
    },
    {
      // Both walks change the demo participant's totals (a card gift, manual funds for tokens) and one asserts the
      // exact change: side by side, the other's money landed between its before and after.
      name: 'phone, demo money',
      use: phone,
      testMatch: demoMoneyWalks,
      workers: 1,
    },
  ],
});
