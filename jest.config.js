// One `npm test` runs every workspace that has its own jest.config.js.
module.exports = {
  projects: ['<rootDir>/*/jest.config.js'],
};
