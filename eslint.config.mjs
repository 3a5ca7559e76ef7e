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
    // An API path is written once, in packages/contracts (`<FAMILY>_API`, `AUTH_ROUTES`; STYLE "One source of
    // truth"): a screen calls their builders and never spells `/api/…` itself.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'packages/ui-kit/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      // the forms move onto the ui-kit form kit in a parallel change; they join once it lands
      'shell/src/account/**',
      '**/*Form.tsx',
      '**/form/**',
      'mf-protocols/src/modals/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api(\\/|$)/]',
          message:
            'Call the path builders of @linhagem/contracts (<FAMILY>_API, AUTH_ROUTES) instead of writing /api/….',
        },
        {
          selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api(\\/|$)/]',
          message:
            'Call the path builders of @linhagem/contracts (<FAMILY>_API, AUTH_ROUTES) instead of writing /api/….',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
