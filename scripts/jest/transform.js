// The TypeScript transform of every Jest project (browser workspaces and the API): esbuild strips the types of
// one file at a time, as the API's test build does (api/test/support/build.ts). Types are checked by
// `npm run typecheck` (`tsc --noEmit` per workspace, part of `npm run lint`), not by the tests. It replaced
// ts-jest, which ran TypeScript's compiler on each file in every worker (without type-checking already: the
// tsconfigs set `isolatedModules`); on an empty cache (a fresh clone) the seven browser projects took a quarter
// less wall time and a seventh less CPU with esbuild (README «Testing»).
// The code needs nothing a one-file compiler cannot see: every tsconfig sets `isolatedModules`, and there is
// no `jest.mock` (it would need hoisting above the imports), no decorator and no enum.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { transformSync, version } = require('esbuild');

const OWN_SOURCE = fs.readFileSync(__filename, 'utf8');

/** @type {import('@jest/transform').SyncTransformer} */
module.exports = {
  process(source, filename) {
    const { code, map } = transformSync(source, {
      loader: path.extname(filename).slice(1) === 'tsx' ? 'tsx' : 'ts',
      format: 'cjs',
      target: 'node20',
      jsx: 'automatic',
      // `import()` becomes a `require` (as TypeScript's CommonJS output had it): Jest's CommonJS sandbox runs no
      // real dynamic import without --experimental-vm-modules (a lazy route, a test loading a module late).
      supported: { 'dynamic-import': false },
      sourcefile: filename,
      sourcemap: 'external',
      sourcesContent: false,
      // Class fields as TypeScript emits them for the tsconfigs' target ES2022 (esbuild reads no tsconfig here).
      tsconfigRaw: { compilerOptions: { useDefineForClassFields: true } },
    });
    return { code, map };
  },
  getCacheKey(source, filename) {
    return crypto
      .createHash('sha1')
      .update(version)
      .update(OWN_SOURCE)
      .update(filename)
      .update(source)
      .digest('hex');
  },
};
