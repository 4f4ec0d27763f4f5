/** Backend tests: unit specs beside the code; medium (real Postgres + Redis) and e2e (HTTP) under test/. */
const shared = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleNameMapper: { '^@fundplay/contracts$': '<rootDir>/../contracts/src/index.ts' },
  setupFiles: ['<rootDir>/test/support/fresh-orm-metadata.ts'],
};

module.exports = {
  // Generous, hooks included: CI may run beside a second CI run on two cores, and a spec that boots the
  // app or a worker as a child process can take many times its quiet-machine time. A hung test still fails.
  testTimeout: 120_000,
  // Jest's default keeps a core for itself (one worker on two cores). Most medium and e2e files spend much of their
  // time waiting on PostgreSQL, Redis, the worker or a child process, so one worker per core runs them in ~60% of
  // the time on two cores (measured on 20 of them: 181 s with one worker, 111 s with two, 109 s with three).
  maxWorkers: '100%',
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    { ...shared, displayName: 'medium', testMatch: ['<rootDir>/test/medium/**/*.spec.ts'] },
    { ...shared, displayName: 'e2e', testMatch: ['<rootDir>/test/e2e/**/*.spec.ts'] },
    {
      // npm start's and npm test's own process handling (scripts/), against real child processes.
      ...shared,
      displayName: 'scripts',
      roots: ['<rootDir>/../scripts'],
      testMatch: ['<rootDir>/../scripts/**/*.spec.ts'],
      setupFiles: [],
    },
  ],
};
