// Loaders and plugins every build shares (the apps' browser and Node builds, the benchmark's single bundle).
const fs = require('node:fs');
const path = require('node:path');
const { VERSION_FILE: KERNEL_VERSION_FILE } = require('./kernel-version');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');

/** @param {boolean} isDev */
const hashedName = (isDev) => (isDev ? '[name]' : '[name].[contenthash:8]');

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
 * What a build's persistent cache depends on besides the app's own webpack.config.js: every file of this
 * factory (a directory ends with '/') and the data its config reads (the list of apps, the kernel's version).
 * Without them a change of the factory's sharing would be built over a cache made under the old one.
 */
const FACTORY_FILES = [`${__dirname}/`, require.resolve('@shop/shared/apps.json'), KERNEL_VERSION_FILE];

module.exports = { commonParts, buildStamp, hashedName, FACTORY_FILES };
