// The browser build of an app: the shell's page or a remote's federation container, and the dev server.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { apiDevPort: API_DEV_PORT } = require('@shop/shared/apps.json');
const { runtimeConfig } = require('../../server/src/runtime-config');
const { remoteChunking, SHELL_CHUNKING } = require('./chunking');
const { FACTORY_FILES, buildStamp, commonParts, hashedName } = require('./loaders');
const { SERVER_DIR } = require('./server-config');
const { sharedSingletons } = require('./shared');

const STANDALONE_DIR = path.resolve(__dirname, '..', 'standalone');
// A built remote's federation entry imports the second instead of the first (see `lentToRemote`).
const BUNDLER_RUNTIME = require.resolve('@module-federation/webpack-bundler-runtime/bundler');
const REMOTE_BUNDLER_RUNTIME = path.join(__dirname, 'remote-bundler-runtime.ts');

/** @param {string} title */
function standaloneHtml(title) {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body><div id="root"></div></body></html>`;
}

/**
 * The browser build of an app: in production its federation container (or the shell's page), in dev a
 * dev server on the app's own port.
 * @param {{ dir: string, folder: string, meta: { container: string, devPort: number }, isShell: boolean,
 *   deps: Record<string, string>, exposes?: Record<string, string | { import: string, name?: string }> }} app
 * @param {{ mode?: string }} argv
 * @returns {import('webpack').Configuration}
 */
function browserConfig({ dir, folder, meta, isShell, deps, exposes }, argv) {
  const isDev = argv.mode !== 'production';
  const hashed = hashedName(isDev);
  // A built remote takes the federation runtime's shared parts from the shell, which loads it: the core
  // (`externalRuntime`), the webpack bundler runtime and the error texts. In dev it keeps its own, so it
  // still runs standalone.
  const lentToRemote = !isShell && !isDev;
  const { rules, plugins } = commonParts({ isDev, salt: meta.container, hashed });

  return {
    name: 'browser',
    mode: isDev ? 'development' : 'production',
    context: dir,
    entry: './src/index.ts',
    devtool: isDev ? 'eval-cheap-module-source-map' : false,
    cache: {
      type: 'filesystem',
      buildDependencies: { config: [...FACTORY_FILES, path.join(dir, 'webpack.config.js')] },
    },
    output: {
      path: path.join(dir, 'dist'),
      filename: `${hashed}.js`,
      chunkFilename: `${hashed}.js`,
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // The shell's own scripts need an absolute path, or deep routes 404 on them. A built remote
      // finds its files next to its manifest ('auto'); in dev it lives on its own port.
      publicPath: isShell ? '/' : isDev ? `http://localhost:${meta.devPort}/` : 'auto',
      uniqueName: meta.container,
      // The Node build (dist/server/) is the other compiler's.
      clean: { keep: new RegExp(`^${SERVER_DIR}/`) },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@shop/standalone': STANDALONE_DIR,
        ...(lentToRemote ? { [`${BUNDLER_RUNTIME}$`]: REMOTE_BUNDLER_RUNTIME } : {}),
      },
    },
    // The federation runtime's error texts come with the bundler runtime the shell lends.
    externals: lentToRemote
      ? { '@module-federation/error-codes': ['_SHOP_BUNDLER_RUNTIME', 'errorCodes'] }
      : {},
    module: { rules: rules(path.join(dir, 'tsconfig.json')) },
    plugins: [
      new ModuleFederationPlugin({
        name: meta.container,
        ...(isShell ? {} : { filename: 'remoteEntry.js', exposes, manifest: true }),
        shared: sharedSingletons(deps, isShell),
        // Remote URLs come from /remotes.json at run time; nothing is fetched while building.
        shareStrategy: 'loaded-first',
        dts: false,
        dev: false,
        // Trim the federation runtime each container carries: browser code only, and a remote loads
        // no other remote nor any manifest, so it can leave those parts out. A built remote goes further
        // and takes the runtime core from the shell (shell/src/federation/runtimeForRemotes.ts): one copy
        // per page instead of one per container.
        experiments: {
          optimization: isShell
            ? { target: 'web' }
            : { target: 'web', disableRemote: true, disableSnapshot: true },
          externalRuntime: lentToRemote,
        },
      }),
      // A remote's standalone page is dev only: a built remote needs the shell's runtime core.
      ...(isShell
        ? [new HtmlWebpackPlugin({ template: path.join(dir, 'public', 'index.html') })]
        : isDev
          ? [new HtmlWebpackPlugin({ templateContent: standaloneHtml(`${folder} — автономный режим`) })]
          : []),
      ...plugins,
      ...(isDev ? [] : [buildStamp]),
    ],
    ...(isDev ? {} : { optimization: isShell ? SHELL_CHUNKING : remoteChunking(exposes) }),
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: meta.devPort,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      proxy: [{ context: ['/api'], target: `http://localhost:${API_DEV_PORT}` }],
      setupMiddlewares: (middlewares) => {
        middlewares.unshift({
          name: 'remotes-json',
          path: '/remotes.json',
          middleware: (_req, res) => {
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.end(JSON.stringify(runtimeConfig({ dev: true })));
          },
        });
        return middlewares;
      },
    },
  };
}

module.exports = { browserConfig };
