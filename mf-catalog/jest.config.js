/** Component tests of mf-catalog: jsdom, TypeScript through ts-jest, CSS modules as identity maps. */
module.exports = {
  displayName: 'mf-catalog',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup.ts'],
};
