// Builds the body of GET /remotes.json from server/config/remotes.json (or REMOTES_CONFIG),
// so moving a remote is an edit of that file, never a rebuild. JavaScript, not TypeScript: the webpack
// factory (plain Node) requires it for the dev servers' /remotes.json.
const fs = require('node:fs');
const path = require('node:path');
const { remotes: REMOTES } = require('@shop/shared/apps.json');

const DEFAULT_FILE = path.join(__dirname, '..', 'config', 'remotes.json');

/**
 * @typedef {{ remotes: Record<string, string>, apiBase: string, adminHosts: string[] }} RuntimeConfig
 *   what the browser reads (GET /remotes.json): each remote's manifest
 * @typedef {string | { manifest: string, server?: string }} RemoteLocation a remote in the file: its
 *   browser manifest, and the Node container the server renders it with (without one, the browser renders it)
 */

/** @typedef {{ remotes: Record<string, RemoteLocation>, apiBase: string, adminHosts: string[] }} ConfigFile */

/** The file as last read, by path: read again only when its modification time or size changed. */
/** @type {Map<string, { stamp: string, config: ConfigFile }>} */
const lastRead = new Map();

/**
 * The runtime config file, as it is now (every page asks: an edit takes effect at once, a stat instead of a
 * read and a parse when it did not change).
 * @param {NodeJS.ProcessEnv} env
 * @returns {ConfigFile}
 */
function readFile(env) {
  const file = env.REMOTES_CONFIG ? path.resolve(env.REMOTES_CONFIG) : DEFAULT_FILE;
  const { mtimeMs, size } = fs.statSync(file);
  const stamp = `${mtimeMs}:${size}`;
  const known = lastRead.get(file);
  if (known?.stamp === stamp) return known.config;
  /** @type {ConfigFile} */
  const config = JSON.parse(fs.readFileSync(file, 'utf8'));
  lastRead.set(file, { stamp, config });
  return config;
}

/** @param {RemoteLocation} location */
const manifestOf = (location) => (typeof location === 'string' ? location : location.manifest);

/**
 * ADMIN_HOSTS="a.example,b.example" replaces the file's list; an empty value leaves only localhost.
 * @param {string | undefined} value
 * @param {string[]} fallback
 * @returns {string[]}
 */
function parseAdminHosts(value, fallback) {
  if (value === undefined) return fallback;
  return value
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * @param {{ dev?: boolean, env?: NodeJS.ProcessEnv }} [options]
 *   dev: point every remote at its webpack-dev-server instead of the built files.
 * @returns {RuntimeConfig}
 */
function runtimeConfig({ dev = false, env = process.env } = {}) {
  const config = readFile(env);
  const remotes = dev
    ? Object.fromEntries(REMOTES.map((r) => [r.folder, `http://localhost:${r.devPort}/mf-manifest.json`]))
    : Object.fromEntries(
        Object.entries(config.remotes).map(([name, location]) => [name, manifestOf(location)]),
      );
  return {
    remotes,
    apiBase: config.apiBase,
    adminHosts: parseAdminHosts(env.ADMIN_HOSTS, config.adminHosts),
  };
}

/**
 * The address of each remote's Node container the server renders pages with, as the file names it (a path
 * on this server, which is a file of the remote's build, or an absolute URL); remotes without one are
 * rendered by the browser. Read on every page,
 * like the browser's part: moving a remote is an edit of the file.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Record<string, string>}
 */
function serverEntries(env = process.env) {
  return Object.fromEntries(
    Object.entries(readFile(env).remotes).flatMap(([name, location]) =>
      typeof location === 'object' && location.server ? [[name, location.server]] : [],
    ),
  );
}

module.exports = { runtimeConfig, serverEntries, parseAdminHosts };
