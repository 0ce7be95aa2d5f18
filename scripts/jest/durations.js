// Writes durations.json (the cold order of sequencer.js) from a run's `jest --json` output:
// `node scripts/jest/durations.js <results.json>`.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const [results] = process.argv.slice(2);
if (!results) throw new Error('usage: node scripts/jest/durations.js <jest --json output>');
const { testResults } = JSON.parse(fs.readFileSync(results, 'utf8'));
const durations = Object.fromEntries(
  testResults
    .map((file) => [
      path.relative(ROOT, file.name).split(path.sep).join('/'),
      Math.round((file.endTime - file.startTime) / 100) / 10,
    ])
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1)),
);
fs.writeFileSync(
  path.join(__dirname, 'durations.json'),
  `${JSON.stringify({ note: 'seconds of each file in one cold npm test; see sequencer.js', durations }, null, 2)}\n`,
);
