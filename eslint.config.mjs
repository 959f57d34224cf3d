// One lint for the whole tree (npm run lint): typescript-eslint's recommended rules everywhere, the React
// hooks rules in the console. Generated and built code is not linted.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'libs/contracts/src/gen/**',
      'console/src/api/schema.gen.ts',
      'console/dist*/**',
      'scripts/kafka/**',
      'coverage/**',
      '.run/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        setImmediate: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        AbortController: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        __dirname: 'readonly',
        require: 'readonly',
        module: 'writable',
        globalThis: 'readonly',
        structuredClone: 'readonly',
        queueMicrotask: 'readonly',
        performance: 'readonly',
        FormData: 'readonly',
        Blob: 'readonly',
        Response: 'readonly',
        Headers: 'readonly',
        AbortSignal: 'readonly',
        URLSearchParams: 'readonly',
        Request: 'readonly',
        crypto: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Nest and TypeORM declare classes that only carry decorators.
      '@typescript-eslint/no-extraneous-class': 'off',
      // A variable that closures read before its single assignment (a handle set after start) stays let.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // Input checks match control characters on purpose (NUL, file names).
      'no-control-regex': 'off',
    },
  },
  {
    files: ['console/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Query keys come from console/src/dataProvider/queryKeys.ts: an invalidation then names the same key family it reaches.
      'no-restricted-syntax': [
        'error',
        ...[
          "Property[key.name='queryKey'] > ArrayExpression",
          'CallExpression[callee.property.name=/^(get|set)QueryData$/] > ArrayExpression',
          'VariableDeclarator[id.name=/^(key|queryKey)$/] > ArrayExpression',
        ].map((selector) => ({ selector, message: 'Name the query key through queryKeys (console/src/dataProvider/queryKeys.ts).' })),
      ],
    },
  },
  {
    // Each slice names its errors once, in its *.errors.ts (issue 26): thrown elsewhere through those factories,
    // so a code, status and params are written in one place. The kernel defines DomainError; tests build their own.
    files: ['services/**/*.ts', 'libs/**/*.ts'],
    ignores: ['**/*.errors.ts', 'libs/kernel/**', '**/*.spec.ts', '**/*-spec.ts', '**/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='DomainError']",
          message: "Name the error in its slice's *.errors.ts and throw it through that factory.",
        },
      ],
    },
  },
  {
    // Command scripts end a case with process.exit().
    files: ['scripts/**/*.mjs'],
    rules: { 'no-fallthrough': 'off' },
  },
  {
    files: ['**/*.cjs', 'jest.config.js', 'jest.sequencer.js', 'console/jest.config.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
