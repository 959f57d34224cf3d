// Unit tests of the console's own logic (session crypto, route guard, fetch wrapper).
// Run from the repository root: npx jest -c console/jest.config.cjs
// Node 20 provides globalThis.crypto.subtle, atob/btoa and Response/Headers, so the
// node environment is enough; browser-only stores (localStorage, IndexedDB) are injected.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  displayName: 'console',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  // react-admin packages ship CommonJS builds, the rest of node_modules stays untransformed.
  moduleNameMapper: { '^@freight/reference-data$': '<rootDir>/../libs/reference-data/src/index.ts' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
};
