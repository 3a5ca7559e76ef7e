import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The BFF is an Express gateway: it loads service-kit's core (errors, logger, tokens), never the Koa and
    // mongoose a domain service is built on (docs/adr-auth-and-gateway.md).
    files: ['bff/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@linhagem/service-kit', message: 'The BFF imports @linhagem/service-kit/core only.' },
            { name: 'koa', message: 'The BFF is Express; Koa is for the domain services.' },
            { name: 'mongoose', message: 'The BFF holds no database; mongoose is for the domain services.' },
          ],
          patterns: [
            { group: ['@koa/*', 'koa-*'], message: 'The BFF is Express; Koa is for the domain services.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
