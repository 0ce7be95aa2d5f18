import fs from 'node:fs';
import path from 'node:path';
import { SETTING_GROUPS, settingsSchema } from '../src/settings';
import { README_END, README_START, settingsReadme } from '../src/settings/readme';

// The root README's settings against the schema they are made from.

const readme = fs.readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');
const SECTION = '## Configuration';

/** The README's settings section: from its heading to the next section of the same level. */
function section(): string {
  const start = readme.indexOf(`\n${SECTION}\n`);
  expect(start).toBeGreaterThanOrEqual(0);
  const next = readme.indexOf('\n## ', start + SECTION.length);
  return readme.slice(start, next < 0 ? undefined : next);
}

test('the README lists the settings as the schema makes them (npm run settings:readme -w api)', () => {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  expect(start).toBeGreaterThan(readme.indexOf(SECTION));
  expect(readme.slice(start, end + README_END.length)).toBe(settingsReadme());
});

test('every setting is in exactly one group, and the README names each with its default', () => {
  const grouped = Object.values(SETTING_GROUPS).flatMap((group) => Object.keys(group));
  expect(grouped.sort()).toEqual(Object.keys(settingsSchema.shape).sort());
  const text = section();
  for (const name of grouped) expect(text).toMatch(new RegExp(`^- \`${name}\` \\(default: `, 'm'));
});

test('the settings section names no variable the schema lacks', () => {
  const known = new Set(Object.keys(settingsSchema.shape));
  const text = section();
  // A variable's name: capitals and digits with underscores anywhere, or alone in backticks (`PORT`).
  const named = [
    ...[...text.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g)].map(([word]) => word),
    ...[...text.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map(([, word]) => word as string),
  ];
  expect(named.length).toBeGreaterThan(known.size);
  const unknown = named.filter((word) => !known.has(word));
  expect(unknown).toEqual([]);
});

test('the settings section reads as text: no line over 120 characters outside code blocks', () => {
  let inCode = false;
  const long = section()
    .split('\n')
    .filter((line) => {
      if (line.startsWith('```')) inCode = !inCode;
      return !inCode && line.length > 120;
    });
  expect(long).toEqual([]);
});
