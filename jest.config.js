// Unit tests (*.spec.ts) sit beside the code; integration (*.int-spec.ts) and end-to-end (*.e2e-spec.ts)
// tests live in each package's test/ folder and talk to the real PostgreSQL and Kafka started by scripts/test.sh.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const libs = ['kernel', 'idempotency', 'messaging', 'contracts', 'reference-data', 'carrier-simulators', 'runtime', 'testing'];
const moduleNameMapper = {
  '^@freight/kernel/domain$': '<rootDir>/libs/kernel/src/domain',
  [`^@freight/(${libs.join('|')})$`]: '<rootDir>/libs/$1/src',
  '^@freight/(.+)$': '<rootDir>/services/$1/src',
};
// A few runtime dependencies ship ESM only; jest on Node 20 cannot require them untransformed.
const esmOnly = ['content-disposition', '@apidevtools/json-schema-ref-parser'];
const common = {
  transform: { '^.+\\.ts$': swc, [`node_modules/(${esmOnly.join('|')})/.+\\.js$`]: swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper,
  testEnvironment: 'node',
  rootDir: __dirname,
};
// Suites that reach PostgreSQL fail when a statement is sent on a client still executing another.
const pgGuard = ['<rootDir>/libs/testing/setup/pg-overlap-guard.ts'];
module.exports = {
  // A global option (jest ignores it per project); generous because integration hooks start brokers and stacks.
  testTimeout: 120000,
  testSequencer: '<rootDir>/jest.sequencer.js',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{libs,services}/*/src/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/{libs,services}/*/test/**/*.int-spec.ts'],
      setupFilesAfterEnv: pgGuard,
    },
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/{libs,services}/*/test/**/*.e2e-spec.ts'], setupFilesAfterEnv: pgGuard },
    // Debian's Chromium driven by playwright-core against the embedded portal serving the built console.
    { ...common, displayName: 'browser', testMatch: ['<rootDir>/console/test/**/*.browser-spec.ts'] },
  ],
};
