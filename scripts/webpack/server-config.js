// The Node build of an app, beside its browser build (production only).
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { FACTORY_FILES, commonParts, hashedName } = require('./loaders');
const { sharedSingletons } = require('./shared');

// Loads a Node container's chunks from its folder or over HTTP next to its remoteEntry.js.
const NODE_RUNTIME_PLUGIN = require.resolve('@module-federation/node/runtimePlugin');
/** Where an app's Node build goes, inside its own dist/ (so a remote still deploys alone). */
const SERVER_DIR = 'server';

/**
 * The Node build of an app, beside its browser build in `dist/server/` (production only):
 * - a remote: a federation container of the same exposes for the server to render (`remoteEntry.js`,
 *   `commonjs-module`, loaded as a script over HTTP or from the disk with `@module-federation/node`'s runtime
 *   plugin), taking the shared singletons from the server it runs in;
 * - the shell: the server's renderer (`shell/src/server/render.tsx` → `render.js`, CommonJS), the federation
 *   host that provides those singletons and loads the remotes' Node containers named in the runtime config.
 * Each carries its own federation runtime: nothing is lent on the server.
 * @param {{ dir: string, meta: { container: string }, isShell: boolean, deps: Record<string, string>,
 *   exposes?: Record<string, string | { import: string, name?: string }> }} options
 * @returns {import('webpack').Configuration}
 */
function serverConfig({ dir, meta, isShell, deps, exposes }) {
  const hashed = hashedName(false);
  const { rules } = commonParts({ isDev: false, salt: meta.container, hashed, server: true });
  // The same modules as the browser build, without the chunk grouping (one file per expose is fine here).
  const serverExposes = Object.fromEntries(
    Object.entries(exposes ?? {}).map(([key, expose]) => [
      key,
      typeof expose === 'string' ? expose : expose.import,
    ]),
  );
  return {
    name: 'server',
    mode: 'production',
    target: 'async-node',
    context: dir,
    entry: isShell ? { render: './src/server/render.tsx' } : {},
    devtool: false,
    cache: {
      type: 'filesystem',
      name: 'server',
      buildDependencies: { config: [...FACTORY_FILES, path.join(dir, 'webpack.config.js')] },
    },
    output: {
      path: path.join(dir, 'dist', SERVER_DIR),
      filename: isShell ? '[name].js' : `${hashed}.js`,
      chunkFilename: `${hashed}.js`,
      // Chunks are found next to remoteEntry.js (the runtime plugin reads its address); pictures' addresses
      // are the browser build's, so the markup the server sends is the markup the browser hydrates.
      publicPath: isShell ? '/' : '',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: `${meta.container}_server`,
      ...(isShell ? { library: { type: 'commonjs2' } } : {}),
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules: rules(path.join(dir, 'tsconfig.json')) },
    // Server code must not be minified beyond recognition: its stack traces are read in logs.
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name: meta.container,
        ...(isShell
          ? {}
          : {
              filename: 'remoteEntry.js',
              exposes: serverExposes,
              library: { type: 'commonjs-module', name: meta.container },
            }),
        remoteType: 'script',
        runtimePlugins: [NODE_RUNTIME_PLUGIN],
        shared: sharedSingletons(deps, isShell),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        dev: false,
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { serverConfig, SERVER_DIR };
