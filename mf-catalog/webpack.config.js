const { createConfig } = require('../scripts/webpack/create-config');

// Both exposes are on the first page (home and the header's search box): one chunk for the two.
module.exports = createConfig({
  dir: __dirname,
  exposes: {
    './routes': { import: './src/App.tsx', name: 'first-page' },
    './SearchBox': { import: './src/SearchBox.tsx', name: 'first-page' },
  },
});
