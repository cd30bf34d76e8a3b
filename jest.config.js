// Unit and component tests of the front end (shared, shell, remotes). API tests use node:test (api/).
// A federated import goes through the Module Federation runtime: a test mocks '@module-federation/enhanced/runtime'
// at its top level (see shell/src/federation/RemoteMount.test.tsx).
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
];

module.exports = {
  // jsdom, less its one known false alarm (jest/environment.cjs).
  testEnvironment: '<rootDir>/jest/environment.cjs',
  roots: [
    '<rootDir>/tests',
    '<rootDir>/scripts/topology',
    '<rootDir>/shared',
    '<rootDir>/shell/src',
    '<rootDir>/mfe-games',
    '<rootDir>/mfe-account',
    '<rootDir>/mfe-blog',
    '<rootDir>/mfe-upload',
    '<rootDir>/scripts/release',
    '<rootDir>/tooling',
  ],
  testMatch: ['**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // ofetch and its helpers, and TypeBox, ship ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(ofetch|destr|ufo|node-fetch-native|typebox)/)'],
  moduleNameMapper: { '\\.css$': '<rootDir>/jest/style-stub.js' },
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
};
