import { settingInfo } from './kinds';
import { SETTING_GROUPS } from './schema';

/** Where the list stands in the root README, between these two lines. */
export const README_START =
  '<!-- settings: made from api/src/settings/schema.ts by `npm run settings:readme -w api` -->';
export const README_END = '<!-- settings: end -->';

const WIDTH = 120;

/** `text` as lines of at most WIDTH characters, the ones after the first indented to stay in their item. */
function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = `  ${word}`;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

/** The README's list of every setting: a group's name, then an item per variable (default, bounds, meaning). */
export function settingsReadme(): string {
  const out = [README_START, ''];
  for (const [group, shape] of Object.entries(SETTING_GROUPS)) {
    out.push(`**${group}**`, '');
    for (const [name, schema] of Object.entries(shape)) {
      const info = settingInfo.get(schema);
      if (!info) throw new Error(`${name}: no description in the settings' registry`);
      const bounds = info.bounds ? `; ${info.bounds}` : '';
      out.push(...wrap(`- \`${name}\` (default: ${info.shown}${bounds}): ${info.about}`));
    }
    out.push('');
  }
  out.push(README_END);
  return out.join('\n');
}

/** `readme` with its list replaced by the one the schema makes now. */
export function withSettings(readme: string): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) throw new Error(`README: no «${README_START}» … «${README_END}»`);
  return readme.slice(0, start) + settingsReadme() + readme.slice(end + README_END.length);
}
