// The order of `npm test`'s files. Jest starts the longest files first when its cache holds their last
// durations; on an empty cache (a fresh clone, CI) it goes by file size, and a long API file could start
// last and leave the other worker idle while it ends the run. Here a file missing from the cache takes its
// duration from durations.json (seconds of a whole cold run, committed), so a cold run starts the longest
// first too. A file in neither is started first (Jest's rule for files without a time). Refresh the list
// after suites change much (README «Testing»):
// `npx jest --json --outputFile=/tmp/run.json && node scripts/jest/durations.js /tmp/run.json`.
const path = require('node:path');
const TestSequencer = require('@jest/test-sequencer').default;
const { durations } = require('./durations.json');

const ROOT = path.resolve(__dirname, '..', '..');

class HintedSequencer extends TestSequencer {
  time(test) {
    const cached = super.time(test);
    if (cached !== undefined) return cached;
    const seconds = durations[path.relative(ROOT, test.path).split(path.sep).join('/')];
    return seconds === undefined ? undefined : seconds * 1000;
  }
}

module.exports = HintedSequencer;
