// One `npm test` runs every workspace that has its own jest.config.js.
module.exports = {
  projects: ['<rootDir>/*/jest.config.js'],
  // A worker per core (Jest's default leaves one core to itself: a single worker on a 2-core machine). An API
  // suite mostly waits on the server process it started, so two suites at once keep both cores at work.
  maxWorkers: '100%',
  // The longest files first on an empty cache too (a fresh clone): see scripts/jest/sequencer.js.
  testSequencer: '<rootDir>/scripts/jest/sequencer.js',
};
