// The one webpack factory of the storefront: the shell and every remote call it with their folder
// and what they expose, so all apps build, share and serve alike. Each concern has its file: what the
// federation shares (shared.js), loaders and plugins (loaders.js), chunking (chunking.js), the browser build
// (browser-config.js) and the Node build (server-config.js).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { remotes: REMOTES, shell: SHELL } = require('@shop/shared/apps.json');
const { browserConfig } = require('./browser-config');
const { commonParts, hashedName } = require('./loaders');
const { serverConfig } = require('./server-config');

/**
 * @param {{ dir: string, exposes?: Record<string, string | { import: string, name?: string }> }} app
 *   dir: the app's folder (its name is the folder name); exposes: the remote's public surface.
 */
function createConfig({ dir, exposes }) {
  const folder = path.basename(dir);
  const isShell = folder === SHELL.folder;
  const meta = isShell ? SHELL : REMOTES.find((r) => r.folder === folder);
  if (!meta) throw new Error(`Unknown app folder: ${folder}`);
  const deps = require(path.join(dir, 'package.json')).dependencies;

  /**
   * @type {(env: Record<string, unknown>, argv: { mode?: string }) =>
   *   import('webpack').Configuration | import('webpack').Configuration[]}
   */
  return (_env, argv) => {
    const isDev = argv.mode !== 'production';
    // A production build makes the browser build and the Node build; dev serves the browser build only.
    const browser = browserConfig({ dir, folder, meta, isShell, deps, exposes }, argv);
    return isDev ? browser : [browser, serverConfig({ dir, meta, isShell, deps, exposes })];
  };
}

/**
 * The benchmark's yardstick, never shipped: one ordinary production bundle (no federation) of the
 * given entry, with the same loaders, CSS and compression as the real apps.
 * @param {{ entry: string, outDir: string, tsconfig: string }} options
 * @returns {import('webpack').Configuration}
 */
function createSingleBundleConfig({ entry, outDir, tsconfig }) {
  const hashed = hashedName(false);
  const { rules, plugins } = commonParts({ isDev: false, salt: 'single', hashed });
  const shellDir = path.resolve(__dirname, '..', '..', SHELL.folder);
  return {
    mode: 'production',
    context: path.dirname(entry),
    entry,
    output: {
      path: outDir,
      filename: `${hashed}.js`,
      chunkFilename: `${hashed}.js`,
      publicPath: '/',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules: rules(tsconfig) },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(shellDir, 'public', 'index.html'),
      }),
      ...plugins,
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createConfig, createSingleBundleConfig };
