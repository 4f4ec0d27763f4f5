/** Backend tests: unit specs beside the code; medium (real Postgres + Redis) and e2e (HTTP) under test/. */
const shared = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleNameMapper: { '^@fundplay/contracts$': '<rootDir>/../contracts/src/index.ts' },
  setupFiles: ['<rootDir>/test/support/fresh-orm-metadata.ts'],
};

module.exports = {
  testTimeout: 30_000,
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    { ...shared, displayName: 'medium', testMatch: ['<rootDir>/test/medium/**/*.spec.ts'] },
    { ...shared, displayName: 'e2e', testMatch: ['<rootDir>/test/e2e/**/*.spec.ts'] },
  ],
};
