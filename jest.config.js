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
  // Packages resolve their Node (require) builds: msw's node server has no browser build.
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: [
    '<rootDir>/tests',
    '<rootDir>/scripts/topology',
    '<rootDir>/shared',
    '<rootDir>/shell/src',
    '<rootDir>/mfe-games',
    '<rootDir>/mfe-account',
    '<rootDir>/mfe-blog',
    '<rootDir>/mfe-upload',
    '<rootDir>/mfe-studio',
    '<rootDir>/scripts/release',
    '<rootDir>/packages/release',
    '<rootDir>/tooling',
  ],
  testMatch: ['**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // ofetch and its helpers, TypeBox, and some of msw's helpers ship ESM only.
  transformIgnorePatterns: [
    '/node_modules/(?!(ofetch|destr|ufo|node-fetch-native|typebox|rettime|@open-draft|until-async|headers-polyfill|set-cookie-parser|tough-cookie)/)',
  ],
  moduleNameMapper: { '\\.css$': '<rootDir>/jest/style-stub.js', '\\.sprite\\.svg$': '<rootDir>/jest/asset-stub.js' },
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
  // Nothing here is timed: a component test renders, types and waits for the page to answer. On a busy two-core
  // machine (CI runs the API tests and the build beside these) one took over jest's default of 5 s.
  testTimeout: 30_000,
};
