import fs from 'node:fs';
import path from 'node:path';
import { bundle } from '../../../server/build/bundle';

/**
 * The API compiled once per Jest run, so each test server starts as plain JavaScript instead of going
 * through `tsx` (which, with the embedded database's thread registering it again, cost about 60 % of a
 * start's CPU). The server's bundler (server/build/bundle.ts) makes one file per entry, written inside
 * the workspace's node_modules (packages are required from the bundle's folder).
 */
const API_ROOT = path.resolve(__dirname, '..', '..');
const ENTRIES = {
  server: path.join(API_ROOT, 'src', 'server.ts'),
  'embedded-thread': path.join(API_ROOT, 'src', 'db', 'embedded-thread.ts'),
  inspect: path.join(API_ROOT, 'test', 'support', 'inspect.ts'),
  import: path.join(API_ROOT, 'test', 'support', 'import.ts'),
  'catalogue-in-process': path.join(API_ROOT, 'test', 'support', 'catalogue-in-process.ts'),
  // `npm run staff -w api` (desk.test.ts runs the README's first set-up), and two processes of their own.
  staff: path.join(API_ROOT, 'src', 'modules', 'accounts', 'cli.ts'),
  'before-desk': path.join(API_ROOT, 'test', 'support', 'before-desk.ts'),
  protocol: path.join(API_ROOT, 'test', 'support', 'protocol.ts'),
};
export type Entry = keyof typeof ENTRIES;

/** Where the build of this run is (`buildApi` sets it); unset, servers start from source through `tsx`. */
export const BUILD_VARIABLE = 'API_TEST_BUILD';

/**
 * V8 compiles PGlite's WebAssembly (the whole of PostgreSQL) with its baseline compiler only: by default it
 * also recompiles the hot functions with its optimising compiler in the background, which a test process,
 * alive for seconds, pays for and barely uses (a start and 30 searches took about 4.4 s of CPU, 3.0 s with
 * this flag, and answered no slower). The shop's own processes keep V8's defaults.
 */
const TEST_PROCESS_FLAGS = ['--liftoff-only'];

/** The node arguments that run `entry`: its bundle when the run has one, else its source through `tsx`. */
export function entryArguments(entry: Entry): string[] {
  const dir = process.env[BUILD_VARIABLE];
  return [
    ...TEST_PROCESS_FLAGS,
    ...(dir ? [path.join(dir, `${entry}.js`)] : ['--import', 'tsx', ENTRIES[entry]]),
  ];
}

export async function buildApi(): Promise<string> {
  const cache = path.join(API_ROOT, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'api-test-'));
  try {
    await bundle(ENTRIES, dir);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return dir;
}
