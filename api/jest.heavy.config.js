// The heavy API suites, kept out of `npm test` for time: 10 000 fuzzed requests, the SIGKILL crash test, the
// import core run in processes of its own (catalogue-import.heavy.ts; over HTTP it is in catalogue-files.test.ts),
// the first start seeding a whole demo catalogue (process.heavy.ts), the search index's upgrade over four
// restarts (search-upgrade.heavy.ts) and the search's answers over a catalogue grown eightfold, whatever plan
// PostgreSQL takes (search-common-words.heavy.ts), and a copy of a running shop while buyers order, restored
// (backup-crowd.heavy.ts; the e2e suite makes the same round trip through `npm run backup`).
// `npm run test:heavy -w api` (PGlite) or `npm run test:pg -w api -- -c jest.heavy.config.js` (PostgreSQL).
process.env.FUZZ_RUNS ??= '10000';
process.env.API_TEST_TIMEOUT_MS ??= '900000';
const base = require('./jest.config.js');

module.exports = {
  ...base,
  displayName: 'api-heavy',
  testMatch: ['<rootDir>/test/fuzz.test.ts', '<rootDir>/test/**/*.heavy.ts'],
};
