/** Unit tests of @shop/shared: jsdom, TypeScript through ts-jest (type checking is `npm run typecheck`). */
module.exports = {
  displayName: 'shared',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
