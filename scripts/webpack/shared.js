// What the federation shares: only what two containers of one page must see as the same object. Everything
// else, `@shop/shared`'s library included, is bundled into each app that imports it, so a change there
// reaches a remote only when that remote is rebuilt and never stops the others.
const path = require('node:path');
const { kernelShare } = require('./kernel-version');

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
 * The kernel (`@shop/shared/kernel`: store, session, runtime config, page status) is shared under its own
 * semantic version, and a container requires the range of the version it was built with, strictly: one built
 * against an incompatible kernel fails to load (its slot falls back, on the server and in the browser)
 * instead of running against code it was not built with, and it never falls back to its own copy (a second
 * store, session and runtime config).
 * @param {Record<string, string>} deps the app's package.json dependencies
 * @param {boolean} eager the shell needs every one of them on the first page, so it ships them in its
 *   entry chunk (one request instead of one per library); remotes take the shell's copies.
 */
function sharedSingletons(deps, eager) {
  /** @param {string} pkg */
  const singleton = (pkg) => ({ singleton: true, eager, requiredVersion: deps[pkg] ?? false });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router-dom': { ...singleton('react-router-dom'), import: ROUTER_FACADE, version: ROUTER_VERSION },
    zustand: singleton('zustand'),
    swr: singleton('swr'),
    '@shop/shared/kernel': { singleton: true, eager, ...kernelShare(), strictVersion: true },
  };
}

module.exports = { sharedSingletons };
