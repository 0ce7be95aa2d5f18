// Builds the body of GET /remotes.json from scripts/config/remotes.json (or REMOTES_CONFIG),
// so moving a remote is an edit of that file, never a rebuild.
const fs = require('node:fs');
const path = require('node:path');
const { REMOTES } = require('./apps');

const DEFAULT_FILE = path.join(__dirname, '..', 'config', 'remotes.json');

/**
 * @typedef {{ remotes: Record<string, string>, apiBase: string, adminHosts: string[] }} RuntimeConfig
 */

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
  const file = env.REMOTES_CONFIG ? path.resolve(env.REMOTES_CONFIG) : DEFAULT_FILE;
  /** @type {RuntimeConfig} */
  const config = JSON.parse(fs.readFileSync(file, 'utf8'));
  const remotes = dev
    ? Object.fromEntries(REMOTES.map((r) => [r.folder, `http://localhost:${r.devPort}/mf-manifest.json`]))
    : config.remotes;
  return {
    remotes,
    apiBase: config.apiBase,
    adminHosts: parseAdminHosts(env.ADMIN_HOSTS, config.adminHosts),
  };
}

module.exports = { runtimeConfig, parseAdminHosts };
