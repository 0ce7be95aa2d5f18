// The version the kernel (`@shop/shared/kernel`) is shared under in the federation, and the range a container
// built against it accepts: same major, at least the minor it was built with.
const path = require('node:path');

const VERSION_FILE = path.resolve(__dirname, '..', '..', 'shared', 'src', 'kernel', 'version.json');

/**
 * @param {string} version a semantic version, `major.minor.patch`
 * @returns {string} `^major.minor.0`: a later minor or patch of the same major is compatible, a lower minor
 *   lacks what the container may use, another major is not compatible
 */
function compatibleRange(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`The kernel's version is not major.minor.patch: ${version}`);
  return `^${match[1]}.${match[2]}.0`;
}

/** @returns {{ version: string, requiredVersion: string }} the kernel's version as `version.json` records it */
function kernelShare() {
  const { version } = require(VERSION_FILE);
  return { version, requiredVersion: compatibleRange(version) };
}

module.exports = { VERSION_FILE, compatibleRange, kernelShare };
