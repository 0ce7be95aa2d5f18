// Writes durations.json (read by sequencer.js) from the JSON report of a whole run:
// `npx jest --json --outputFile=/tmp/run.json && node scripts/jest/durations.js /tmp/run.json`.
const fs = require('node:fs');
const path = require('node:path');

const REPOSITORY = path.resolve(__dirname, '..', '..');
const [report] = process.argv.slice(2);
if (!report) throw new Error('usage: node scripts/jest/durations.js <jest --json output>');

const { testResults } = JSON.parse(fs.readFileSync(report, 'utf8'));
const seconds = Object.fromEntries(
  testResults
    .map((file) => [
      path.relative(REPOSITORY, file.name).split(path.sep).join('/'),
      Math.round((file.endTime - file.startTime) / 100) / 10,
    ])
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
fs.writeFileSync(path.join(__dirname, 'durations.json'), `${JSON.stringify(seconds, null, 2)}\n`);
