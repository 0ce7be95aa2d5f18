import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cyclesOf } from './cycles';
import { LISTS, ROOT, codeFiles, isShipped, isTest, lineCount, textOf } from './files';
import { readWorkspaces, resolveImport, specifiersOf } from './imports';

/**
 * The house's figures (`npm run house`, part of `npm run lint`): what a newcomer would trip over, counted from
 * the tree as it is. Each figure has an aim; the command fails when one is missed, and prints where.
 */

/** A file a newcomer can hold in his head. */
const MAX_LINES = 300;
/** A README line read as plain text. */
const MAX_README_LINE = 120;

/** An issue or round named in a comment: the reason belongs in words, the story in docs/history.md. */
const ISSUE_IN_COMMENT = /(\/\/|\/\*|^\s*\*).*\b([Ii]ssues? \d+|[Rr]ound \d+|#\d{2,})/;

interface Figure {
  name: string;
  places: string[];
}

function longFiles(files: string[]): Figure {
  const places = files
    .filter((file) => !isTest(file) && !LISTS.has(file))
    .map((file) => ({ file, lines: lineCount(file) }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
  return {
    name: `code files over ${MAX_LINES} lines (tests, text catalogues and data tables aside)`,
    places,
  };
}

function importGraph(files: string[]): Map<string, string[]> {
  readWorkspaces();
  const known = new Set(files);
  return new Map(
    files.map((file) => [
      file,
      specifiersOf(file)
        .map((specifier) => resolveImport(file, specifier))
        .filter((target): target is string => target !== null && known.has(target)),
    ]),
  );
}

const cycles = (graph: Map<string, string[]>): Figure => ({
  name: 'import cycles',
  places: cyclesOf(graph).map((cycle) => cycle.join(' ↔ ')),
});

const shippedImportingScripts = (graph: Map<string, string[]>): Figure => ({
  name: 'shipped code importing scripts/',
  places: [...graph]
    .filter(([file]) => isShipped(file))
    .flatMap(([file, targets]) =>
      targets.filter((t) => t.startsWith('scripts/')).map((t) => `${file} → ${t}`),
    ),
});

const issuesInComments = (files: string[]): Figure => ({
  name: 'issue or round numbers in comments of shipped code',
  places: files.filter(isShipped).flatMap((file) =>
    textOf(file)
      .split('\n')
      .flatMap((line, at) => (ISSUE_IN_COMMENT.test(line) ? [`${file}:${at + 1}`] : [])),
  ),
});

function longReadmeLines(): Figure {
  let inCode = false;
  const places: string[] = [];
  readFileSync(path.join(ROOT, 'README.md'), 'utf8')
    .split('\n')
    .forEach((line, at) => {
      if (line.startsWith('```')) inCode = !inCode;
      else if (!inCode && [...line].length > MAX_README_LINE) places.push(`README.md:${at + 1}`);
    });
  return { name: `README lines over ${MAX_README_LINE} characters outside code blocks`, places };
}

function main(): void {
  const files = codeFiles();
  const graph = importGraph(files);
  const figures = [
    longFiles(files),
    cycles(graph),
    shippedImportingScripts(graph),
    issuesInComments(files),
    longReadmeLines(),
  ];
  const verbose = process.argv.includes('--all');
  console.log(
    `The house: ${files.length} code files, ${[...graph.values()].flat().length} imports among them`,
  );
  for (const { name, places } of figures) {
    console.log(`${places.length === 0 ? 'ok  ' : 'FAIL'} ${name}: ${places.length}`);
    for (const place of verbose ? places : places.slice(0, 20)) console.log(`       ${place}`);
    if (!verbose && places.length > 20) console.log(`       … ${places.length - 20} more (--all)`);
  }
  if (figures.some(({ places }) => places.length > 0)) process.exitCode = 1;
}

main();
