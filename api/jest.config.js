// API integration tests: real HTTP against a real database (a fresh PGlite per test file, or PostgreSQL
// when TEST_DATABASE_URL is set, see test/run-pg.ts).
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { isolatedModules: true, tsconfig: '<rootDir>/tsconfig.json' }] },
  testTimeout: 60000,
};
