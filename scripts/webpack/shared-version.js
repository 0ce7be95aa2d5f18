// The version `@shop/shared` is shared under in the federation: its package version and a hash of what
// a build bundles of it, so a container built against another `@shop/shared` is told apart at run time.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const SHARED_DIR = path.resolve(__dirname, '..', '..', 'shared');

/** What a build does not bundle: tests and the test helpers. @param {string} relative */
const notBundled = (relative) => /\.test\.tsx?$/.test(relative) || relative.startsWith('testing/');

/** @param {string} dir @param {string} [prefix] @returns {string[]} paths relative to dir, '/' separated */
function filesOf(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) return filesOf(path.join(dir, entry.name), `${relative}/`);
    return notBundled(relative) ? [] : [relative];
  });
}

/**
 * `0.1.0-h<first 8 hex of a SHA-256>` over the package's package.json and every source file it bundles
 * (path and content, in a fixed order): the same on every machine for the same source, another for any change.
 * @param {string} [dir] the package's folder (tests give another)
 * @returns {string}
 */
function sharedVersion(dir = SHARED_DIR) {
  const hash = crypto.createHash('sha256');
  const packageJson = fs.readFileSync(path.join(dir, 'package.json'));
  hash.update(packageJson);
  for (const file of filesOf(path.join(dir, 'src')).sort()) {
    hash.update(`\0${file}\0`);
    hash.update(fs.readFileSync(path.join(dir, 'src', file)));
  }
  const { version } = JSON.parse(packageJson.toString('utf8'));
  return `${version}-h${hash.digest('hex').slice(0, 8)}`;
}

module.exports = { sharedVersion };
