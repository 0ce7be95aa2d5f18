const { createJestConfig } = require('../scripts/jest/create-config');

module.exports = createJestConfig(__dirname);
