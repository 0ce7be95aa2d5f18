import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..', '..');

/** Source and config code the house counts (not styles, JSON or Markdown). */
const CODE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;

/** Files that test or describe tests: their length and their imports are the tests' business. */
const TEST = /(\.test\.tsx?$)|(^|\/)(test|e2e|testing|__tests__)\//;

/**
 * Text catalogues and data tables: long because they list, not because they do several things. Named one by
 * one, so that a new long file has to be split or added here on purpose.
 */
export const LISTS = new Set([
  'mf-admin/src/texts.ts',
  'mf-info/src/texts.ts',
  'shared/src/domain/texts.ts',
  'shared/src/contract/commonPasswords.ts',
  'api/src/seed/taxonomy.ts',
]);

/** The folders whose code runs in production: the browser bundles, the API and the site server. */
export const SHIPPED = [
  /^shell\/server\//,
  /^api\/src\//,
  /^server\//,
  /^shell\/src\//,
  /^shared\/src\//,
  /^mf-[a-z]+\/src\//,
];

/** Every code file of the tree (committed or new, ignored ones left out), relative to ROOT with '/'. */
export function codeFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split('\0')
    .filter((file) => CODE.test(file) && !file.includes('node_modules/') && !file.startsWith('api/drizzle/'))
    .sort();
}

export const isTest = (file: string): boolean => TEST.test(file);
export const isShipped = (file: string): boolean =>
  !isTest(file) && SHIPPED.some((place) => place.test(file));

const texts = new Map<string, string>();
/** A file's text, read once. */
export function textOf(file: string): string {
  let text = texts.get(file);
  if (text === undefined) {
    text = readFileSync(path.join(ROOT, file), 'utf8');
    texts.set(file, text);
  }
  return text;
}

export const lineCount = (file: string): number => textOf(file).split('\n').length - 1;
