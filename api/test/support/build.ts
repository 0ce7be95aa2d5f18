import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

/**
 * The API compiled once per Jest run, so each test server starts as plain JavaScript instead of going
 * through `tsx` (which, with the embedded database's thread registering it again, cost about 60 % of a
 * start's CPU). esbuild bundles the API's and the shop's own TypeScript into one file per entry; packages
 * stay in node_modules, which is why the bundles are written inside the workspace's node_modules.
 */
const API_ROOT = path.resolve(__dirname, '..', '..');
const ENTRIES = {
  server: path.join(API_ROOT, 'src', 'server.ts'),
  'embedded-thread': path.join(API_ROOT, 'src', 'db', 'embedded-thread.ts'),
  inspect: path.join(API_ROOT, 'test', 'support', 'inspect.ts'),
  import: path.join(API_ROOT, 'test', 'support', 'import.ts'),
  // `npm run staff -w api` (desk.test.ts runs the README's first set-up), and two processes of their own.
  staff: path.join(API_ROOT, 'src', 'plugins', 'desk', 'cli.ts'),
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

/** Packages (anything imported by name but the shop's own `@shop/…`) are required from node_modules. */
const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, ({ path: name }) =>
      name.startsWith('@shop/') ? undefined : { path: name, external: true },
    );
  },
};

/** A bundle has one `__dirname`; the code finds its migrations and journal relative to its source file's. */
const sourceDirname: Plugin = {
  name: 'source-dirname',
  setup(context) {
    context.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => ({
      contents: (await fs.promises.readFile(file, 'utf8')).replace(
        /\b__dirname\b/g,
        JSON.stringify(path.dirname(file)),
      ),
      loader: 'ts',
    }));
  },
};

export async function buildApi(): Promise<string> {
  const cache = path.join(API_ROOT, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'api-test-'));
  try {
    await build({
      entryPoints: ENTRIES,
      outdir: dir,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      logLevel: 'warning',
      // The database thread's bundle, which embedded.ts starts instead of its source.
      define: { EMBEDDED_THREAD_BUNDLE: JSON.stringify(path.join(dir, 'embedded-thread.js')) },
      plugins: [packagesOutside, sourceDirname],
    });
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return dir;
}
