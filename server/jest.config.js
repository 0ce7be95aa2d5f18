// The site server's unit tests: Node, TypeScript through the shared esbuild transform (types are checked by
// `npm run typecheck -w server`).
module.exports = {
  displayName: 'server',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{src,build}/**/*.test.ts'],
  transform: { '^.+\\.ts$': require.resolve('../scripts/jest/transform.js') },
};
