// The one Jest configuration of the browser workspaces (shared, shell and every remote): jsdom,
// TypeScript through esbuild (transform.js: types stripped, checked by `npm run typecheck`), CSS Modules
// as identity maps.
const path = require('node:path');

const TRANSFORM = path.resolve(__dirname, 'transform.js');
const SETUP = path.resolve(__dirname, '..', '..', 'shared', 'src', 'testing', 'setup.ts');

/** @param {string} dir the workspace folder; its name is the project's name in Jest's output */
function createJestConfig(dir) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    transform: { '^.+\\.tsx?$': TRANSFORM },
    moduleNameMapper: {
      '\\.css$': 'identity-obj-proxy',
      // Jest runs CommonJS: a deep import of the federation bundler runtime's ESM file takes its .cjs twin.
      '^(@module-federation/webpack-bundler-runtime/dist/.*)\\.js$': '$1.cjs',
    },
    setupFilesAfterEnv: [SETUP],
  };
}

module.exports = { createJestConfig };
