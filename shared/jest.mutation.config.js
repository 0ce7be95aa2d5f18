// The tests StrykerJS runs against each mutant of shared/src/domain and shared/src/contract
// (stryker.config.json): the rules' own unit tests, in Node. The component tests that also import these
// modules render React in jsdom and took about a minute a mutant on a busy machine (the whole run: hours);
// a rule must be guarded by a test that names it, not only by a page that happens to show it.
const { createJestConfig } = require('../scripts/jest/create-config');

const base = createJestConfig(__dirname);

module.exports = {
  ...base,
  displayName: 'shared (mutation)',
  testEnvironment: 'node',
  roots: ['<rootDir>/src/domain', '<rootDir>/src/contract'],
  setupFilesAfterEnv: [],
};
