// The order of `npm test`'s files: the longest first, so that neither worker is left alone with a long API file
// at the end. Jest's own sequencer orders by the durations in its cache, and without a cache (a fresh clone,
// CI) by file size, which put short files that start several servers of their own (access-ttl, process,
// search-upgrade) last. Here a file's duration comes from the cache when it has one, else from durations.json:
// the seconds each file took in a recorded run (`node scripts/jest/durations.js <jest --json output>` writes
// it again). A file in neither (a new one) runs first, as with Jest's own sequencer.
const path = require('node:path');
const TestSequencer = require('@jest/test-sequencer').default;
const RECORDED = require('./durations.json');

const REPOSITORY = path.resolve(__dirname, '..', '..');

class RecordedDurationsSequencer extends TestSequencer {
  time(test) {
    const recorded = RECORDED[path.relative(REPOSITORY, test.path).split(path.sep).join('/')];
    return super.time(test) ?? (recorded === undefined ? undefined : recorded * 1000);
  }
}

module.exports = RecordedDurationsSequencer;
