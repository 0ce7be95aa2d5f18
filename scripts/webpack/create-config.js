// The one webpack factory of the storefront: the shell and every remote call it with their folder
// and what they expose, so all apps build, share and serve alike.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { remotes: REMOTES, shell: SHELL, apiDevPort: API_DEV_PORT } = require('@shop/shared/apps.json');
const { runtimeConfig } = require('../../server/src/runtime-config');
const { sharedVersion } = require('./shared-version');

const STANDALONE_DIR = path.resolve(__dirname, '..', 'standalone');
// A built remote's federation entry imports the second instead of the first (see `lentToRemote`).
const BUNDLER_RUNTIME = require.resolve('@module-federation/webpack-bundler-runtime/bundler');
const REMOTE_BUNDLER_RUNTIME = path.join(__dirname, 'remote-bundler-runtime.ts');
// Loads a Node container's chunks from its folder or over HTTP next to its remoteEntry.js.
const NODE_RUNTIME_PLUGIN = require.resolve('@module-federation/node/runtimePlugin');
/** Where an app's Node build goes, inside its own dist/ (so a remote still deploys alone). */
const SERVER_DIR = 'server';
const ROUTER_FACADE = path.join(__dirname, 'react-router-dom.ts');
const ROUTER_VERSION = require(
  path.resolve(__dirname, '..', '..', 'node_modules', 'react-router', 'package.json'),
).version;

/**
 * Singletons across the federation. The `react/` and `react-dom/` prefixes share
 * react/jsx-runtime and react-dom/client too, or React would be bundled twice.
 * Routing is shared as 'react-router-dom' but provided by ./react-router-dom.ts, the subset of React
 * Router the apps use, so the build can leave the rest of the library out. react-router itself is not
 * shared: code imports routing from 'react-router-dom' only.
 * @param {Record<string, string>} deps the app's package.json dependencies
 * `@shop/shared` is shared under the version of its source at build time (`shared-version.js`), and every
 * container requires exactly that version, strictly: a container built against another `@shop/shared` fails
 * to load (its slot falls back, on the server and in the browser) instead of running against code it was not
 * built with, and it never falls back to its own copy (a second store, session and runtime config).
 * @param {boolean} eager the shell needs every one of them on the first page, so it ships them in its
 *   entry chunk (one request instead of one per library); remotes take the shell's copies.
 */
function sharedSingletons(deps, eager) {
  /** @param {string} pkg */
  const singleton = (pkg) => ({ singleton: true, eager, requiredVersion: deps[pkg] ?? false });
  const ownSource = sharedVersion();
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router-dom': { ...singleton('react-router-dom'), import: ROUTER_FACADE, version: ROUTER_VERSION },
    zustand: singleton('zustand'),
    swr: singleton('swr'),
    '@shop/shared': {
      ...singleton('@shop/shared'),
      version: ownSource,
      requiredVersion: ownSource,
      strictVersion: true,
    },
  };
}

/** @param {string} title */
function standaloneHtml(title) {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body><div id="root"></div></body></html>`;
}

/**
 * Loaders and plugins every build shares: TypeScript, CSS Modules, assets; in production extracted
 * CSS and precompressed .gz/.br copies that the server sends as they are. A Node build (`server`) keeps
 * only the class names of CSS Modules (the same names as the browser build: same salt, same pattern),
 * and neither writes CSS nor pictures: the browser build has them.
 * @param {{ isDev: boolean, salt: string, hashed: string, server?: boolean }} options salt: keeps class
 *   names of two apps apart
 */
function commonParts({ isDev, salt, hashed, server = false }) {
  const cssLoader = isDev ? 'style-loader' : MiniCssExtractPlugin.loader;
  /** @param {string} configFile */
  const rules = (configFile) => [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      loader: 'ts-loader',
      // Type checking is its own step (`npm run typecheck`); the build only transpiles.
      options: { transpileOnly: true, configFile, compilerOptions: { noEmit: false, sourceMap: isDev } },
    },
    {
      test: /\.module\.css$/,
      use: [
        ...(server ? [] : [cssLoader]),
        {
          loader: 'css-loader',
          options: {
            modules: {
              exportOnlyLocals: server,
              namedExport: false,
              exportLocalsConvention: 'as-is',
              localIdentName: isDev ? '[name]__[local]__[hash:base64:4]' : '[hash:base64:6]',
              // Same file path in two remotes must not give the same class name.
              localIdentHashSalt: salt,
            },
          },
        },
      ],
    },
    server
      ? { test: /\.css$/, exclude: /\.module\.css$/, type: 'asset/source' }
      : { test: /\.css$/, exclude: /\.module\.css$/, use: [cssLoader, 'css-loader'] },
    {
      test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i,
      type: 'asset/resource',
      ...(server ? { generator: { emit: false } } : {}),
    },
  ];
  const plugins =
    isDev || server
      ? []
      : [
          new MiniCssExtractPlugin({ filename: `${hashed}.css`, chunkFilename: `${hashed}.css` }),
          ...['gzip', 'brotliCompress'].map(
            (algorithm) =>
              new CompressionPlugin({
                algorithm,
                filename: algorithm === 'gzip' ? '[path][base].gz' : '[path][base].br',
                test: /\.(js|css|html|json|svg)$/,
                threshold: 1024,
                minRatio: 0.8,
              }),
          ),
        ];
  return { rules, plugins };
}

/**
 * Writes dist/.built after a successful production build: `npm start` rebuilds an app whose sources
 * are newer than that stamp (webpack leaves unchanged files untouched, so their age says nothing).
 * @type {import('webpack').WebpackPluginInstance}
 */
const buildStamp = {
  apply(compiler) {
    compiler.hooks.done.tap('BuildStamp', (stats) => {
      const outDir = compiler.options.output.path;
      if (!stats.hasErrors() && outDir)
        fs.writeFileSync(path.join(outDir, '.built'), new Date().toISOString());
    });
  },
};

/**
 * Whether a chunk is, or is loaded under, a chunk that `test` picks.
 * @param {import('webpack').Chunk} chunk
 * @param {(chunk: import('webpack').Chunk) => boolean} test
 */
function under(chunk, test) {
  const seen = new Set();
  const groups = [...chunk.groupsIterable];
  for (let group = groups.pop(); group; group = groups.pop()) {
    if (seen.has(group)) continue;
    seen.add(group);
    if (group.chunks.some(test)) return true;
    groups.push(...group.parentsIterable);
  }
  return false;
}

/**
 * A remote's production chunking, for fewer requests on a page's first load:
 * - a library stays in the one lazy chunk that uses it (Swiper with the hero slider, Leaflet with the map)
 *   instead of a vendor file of its own;
 * - what an exposed module's named chunk shares with the lazy chunks it loads goes into that chunk: the
 *   first page loads it anyway, and a lazy page always comes after it;
 * - the standalone entry (`main`, never loaded behind the shell) does not count as a sharer, or everything
 *   an expose has in common with it would be split off into a file of its own.
 * @param {Record<string, string | { import: string, name?: string }> | undefined} exposes
 * @returns {import('webpack').Configuration['optimization']}
 */
function remoteChunking(exposes) {
  const named = new Set(
    Object.values(exposes ?? {}).flatMap((expose) =>
      typeof expose === 'object' && expose.name ? [expose.name] : [],
    ),
  );
  /** @type {Record<string, import('webpack').RuleSetCondition | false | object>} */
  const cacheGroups = {
    defaultVendors: false,
    default: {
      chunks: (chunk) => !under(chunk, (c) => c.name === 'main'),
      minChunks: 2,
      priority: -20,
      reuseExistingChunk: true,
    },
  };
  for (const name of named) {
    cacheGroups[name] = {
      name,
      chunks: (chunk) => under(chunk, (c) => c.name === name),
      minChunks: 2,
      priority: 20,
      enforce: true,
      test: (module, { chunkGraph }) =>
        [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.name === name),
    };
  }
  return { splitChunks: { cacheGroups } };
}

/**
 * The shell's entry as two files: React DOM (and its scheduler) apart from the rest. Each script is parsed and
 * compiled in a task of its own, where one file of 440 KB was one long task on a phone; the entry still runs
 * once both have come (webpack's chunk loading), and the shared singletons stay the entry's eager ones.
 * @type {import('webpack').Configuration['optimization']}
 */
const SHELL_CHUNKING = {
  splitChunks: {
    cacheGroups: {
      defaultVendors: false,
      default: false,
      'react-dom': {
        name: 'react-dom',
        chunks: 'initial',
        test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
        enforce: true,
      },
    },
  },
};

/** @param {boolean} isDev */
const hashedName = (isDev) => (isDev ? '[name]' : '[name].[contenthash:8]');

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
      buildDependencies: { config: [__filename, path.join(dir, 'webpack.config.js')] },
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

/**
 * @param {{ dir: string, exposes?: Record<string, string | { import: string, name?: string }> }} app
 *   dir: the app's folder (its name is the folder name); exposes: the remote's public surface.
 */
function createConfig({ dir, exposes }) {
  const folder = path.basename(dir);
  const isShell = folder === SHELL.folder;
  const meta = isShell ? SHELL : REMOTES.find((r) => r.folder === folder);
  if (!meta) throw new Error(`Unknown app folder: ${folder}`);
  const pkg = require(path.join(dir, 'package.json'));

  /**
   * @type {(env: Record<string, unknown>, argv: { mode?: string }) =>
   *   import('webpack').Configuration | import('webpack').Configuration[]}
   */
  return (env, argv) => {
    const isDev = argv.mode !== 'production';
    // A production build makes the browser build and the Node build; dev serves the browser build only.
    const browser = browserConfig(env, argv);
    return isDev ? browser : [browser, serverConfig({ dir, meta, isShell, deps: pkg.dependencies, exposes })];
  };

  /** @type {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration} */
  function browserConfig(_env, argv) {
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
        buildDependencies: { config: [__filename, path.join(dir, 'webpack.config.js')] },
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
          shared: sharedSingletons(pkg.dependencies, isShell),
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
