const { createConfig } = require('../scripts/webpack/create-config');

// The host: no remotes at build time; they come from /remotes.json at run time.
module.exports = createConfig({ dir: __dirname });
