/** Unit specs sit next to the code; integration tests talk to real PostgreSQL and Redis. */
const { readFileSync } = require('node:fs');

// Jest compiles with swc, as `npm run build` does (.swcrc): `tsc` has type-checked everything in
// `npm run test:static` already, so the tests need only the fastest faithful transpile. Specs are
// excluded from the build, not from Jest.
const swcrc = { ...JSON.parse(readFileSync(`${__dirname}/.swcrc`, 'utf8')), exclude: [], swcrc: false, sourceMaps: 'inline' };
const transform = {
  '^.+\\.ts$': ['@swc/jest', swcrc],
  // otplib's default plugins use ESM-only packages, which Node's require() loads but Jest's does not: Jest compiles them.
  '^.+\\.js$': ['@swc/jest', { ...swcrc, jsc: { ...swcrc.jsc, parser: { syntax: 'ecmascript' } } }],
};
const transformIgnorePatterns = ['/node_modules/(?!.*(@scure/base|@noble/hashes)/)'];

module.exports = {
  testTimeout: 30000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      roots: ['<rootDir>/src', '<rootDir>/workers'],
      testMatch: ['**/*.spec.ts'],
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/integration'],
      testMatch: ['**/*.test.ts'],
      transform,
      transformIgnorePatterns,
      setupFiles: ['<rootDir>/test/support/worker-database.ts', '<rootDir>/test/support/isolate-orm-metadata.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/one-query-per-connection.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};
