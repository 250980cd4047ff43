/**
 * API tests: unit specs beside the code, integration specs (real database) under test/. The
 * database topology specs (test/databases/*.db-spec.ts: a streaming replica, PgBouncer) start
 * PostgreSQL servers of their own and run with `npm run test:databases`, part of
 * `npm run test:reliability`.
 */
const swc = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
  swcrc: false,
};

module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.int-spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  moduleNameMapper: {
    '^@domainfolio/contracts$': '<rootDir>/../../libs/contracts/src/index.ts',
    '^@domainfolio/portfolio-files$': '<rootDir>/../../libs/portfolio-files/src/index.ts',
  },
  testTimeout: 60000,
};
