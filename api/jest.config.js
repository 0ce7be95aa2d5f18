// API integration tests: each test file starts the real server in its own process on a fresh database
// (PGlite in a temp dir, or PostgreSQL when TEST_DATABASE_URL is set, see test/run-pg.ts) and talks HTTP to it;
// files that only read share one such server per worker (`readOnlyServer()` in test/helpers.ts).
// The databases are copies of one seeded template made once per run, and the servers run the API compiled once
// per run with esbuild instead of through tsx (test/support/template.ts, test/support/build.ts).
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  // The browser workspaces' transform (types stripped by esbuild; `npm run typecheck -w api` checks them).
  transform: { '^.+\\.ts$': require.resolve('../scripts/jest/transform.js') },
  setupFilesAfterEnv: ['<rootDir>/test/support/timeout.ts'],
  globalSetup: '<rootDir>/test/support/template.ts',
  globalTeardown: '<rootDir>/test/support/template-teardown.ts',
};
