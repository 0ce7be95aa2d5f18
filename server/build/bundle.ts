import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { ROOT } from './apps';
import { newestMtime } from './newest';

const API_ROOT = path.join(ROOT, 'api');

/**
 * The server's JavaScript built ahead of time (`npm run build`, or `npm start`'s first step when stale or
 * missing; never committed): `npm start` runs it with plain node instead of compiling the TypeScript in every
 * process through `tsx`, whose loader and the compiled sources it keeps stay in each process's memory.
 * Written inside api/ because packages stay in node_modules and are required from the bundle's folder:
 * from there they resolve as from the API's sources (api/node_modules holds its own drizzle-orm and
 * fastify-plugin).
 */
export const SERVER_DIST = path.join(API_ROOT, 'dist');
/** Written by every successful build of SERVER_DIST, after its bundles. */
export const SERVER_STAMP = path.join(SERVER_DIST, '.built');

/** What `npm start` runs, by the names `bundledEntry` (api/src/bundle.ts) knows them. */
export const SERVER_ENTRIES = {
  /** The supervisor (`node api/dist/shop.js`). */
  shop: path.join(ROOT, 'server', 'src', 'main.ts'),
  /** A site process, forked by the supervisor. */
  'site-worker': path.join(ROOT, 'server', 'src', 'worker.ts'),
  /** PGlite's thread, in the supervisor. */
  'embedded-thread': path.join(API_ROOT, 'src', 'db', 'embedded-thread.ts'),
  /** The API alone, as `npm run bench -w api` measures it. */
  server: path.join(API_ROOT, 'src', 'server.ts'),
};

/** Packages (anything imported by name but the shop's own `@shop/…`) are required from node_modules. */
const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, ({ path: name }) =>
      name.startsWith('@shop/') ? undefined : { path: name, external: true },
    );
  },
};

/**
 * A bundle has one `__dirname`; the code finds files relative to its source file's (the API its migrations and
 * journal, the site the apps' builds and its runtime config's default file). Packages are never loaded (outside).
 */
const sourceDirname: Plugin = {
  name: 'source-dirname',
  setup(context) {
    context.onLoad({ filter: /\.(ts|js)$/ }, async ({ path: file }) => ({
      contents: (await fs.promises.readFile(file, 'utf8')).replace(
        /\b__dirname\b/g,
        JSON.stringify(path.dirname(file)),
      ),
      loader: file.endsWith('.ts') ? 'ts' : 'js',
    }));
  },
};

/**
 * Bundles the shop's own TypeScript of each entry into `outdir/<name>.js` (CommonJS, packages left outside);
 * `outdir` must be inside api/ (see SERVER_DIST). The code learns where the bundles are (SERVER_BUNDLE_DIR)
 * to start its thread and processes from them.
 */
export async function bundle(entries: Record<string, string>, outdir: string): Promise<void> {
  await build({
    entryPoints: entries,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'warning',
    define: { SERVER_BUNDLE_DIR: JSON.stringify(outdir) },
    plugins: [packagesOutside, sourceDirname],
  });
}

/** Builds SERVER_DIST afresh, then its stamp. */
export async function buildServer(): Promise<void> {
  fs.rmSync(SERVER_DIST, { recursive: true, force: true });
  await bundle(SERVER_ENTRIES, SERVER_DIST);
  fs.writeFileSync(SERVER_STAMP, '');
}

/** Inputs of the server's bundles: every source an entry imports, and this bundler. */
const SERVER_INPUTS = [
  'api/src',
  'api/package.json',
  'shared/src',
  'shared/package.json',
  'shared/apps.json',
  'server/src',
  'server/package.json',
  'server/build/bundle.ts',
];

/** The server's bundles are there and not older than any of their sources. */
function isServerBuilt(): boolean {
  const bundles = Object.keys(SERVER_ENTRIES).map((name) => path.join(SERVER_DIST, `${name}.js`));
  if (![SERVER_STAMP, ...bundles].every((file) => fs.existsSync(file))) return false;
  const newestInput = Math.max(...SERVER_INPUTS.map((input) => newestMtime(path.join(ROOT, input))));
  return fs.statSync(SERVER_STAMP).mtimeMs >= newestInput;
}

/** Bundles the server (a second or two) when missing or stale. */
export async function ensureServerBuilt(): Promise<void> {
  if (isServerBuilt()) return;
  console.log('Сборка сервера…');
  await buildServer();
}

if (require.main === module) {
  buildServer().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
