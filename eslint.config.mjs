import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { linhagemPlugin } from './eslint-rules/noUseStateForm.mjs';

/** The first segments of the screens' addresses (packages/contracts/src/routes/staffRoutes.ts; a test there checks). */
const SCREEN_ADDRESS =
  '/^\\/(dashboard|account|client|protocol|protocol-list|budgets-list|certificate|system-configuration|user|type-service|budget-services-protocol|text-fragment|quick-protocol-create|letter|contract|login-page-configuration|form-template|consular-queue|export-audit|login|public-client)(\\/|\\?|$)/';
const SCREEN_ADDRESS_MESSAGE =
  "Build a screen's address with staffPath, loginPath or portalPath of @linhagem/contracts instead of writing it.";

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
    // one way to write a route (service-kit's `route`): its level is the family's read or write level, its input
    // and caller are the handler's typed arguments, its path comes from the family's path object in contracts
    files: ['services/*/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='requireLevel']",
          message:
            "A route's level is its family's: `access: read(family)` or `write(family)` (a different need says why, through API_FAMILIES).",
        },
        {
          selector: "MemberExpression[object.name='ctx'][property.name='state']",
          message:
            "Read the parsed params, query, body and the caller from the route handler's arguments, not ctx.state.",
        },
        {
          selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
          message:
            "Take the path from the family's path object in @linhagem/contracts (CLIENT_API, PROTOCOL_API, ...).",
        },
      ],
    },
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
    // An API path is written once, in packages/contracts (`<FAMILY>_API`, `AUTH_ROUTES`; STYLE "One source of
    // truth"): a screen calls their builders and never spells `/api/…` itself.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'packages/ui-kit/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
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
        // a screen address is written once too, in STAFF_ROUTES (the first segments of its paths, the sign-in
        // page and the portal's): screens build it with staffPath, loginPath or portalPath
        {
          selector: `Literal[value=${SCREEN_ADDRESS}]`,
          message: SCREEN_ADDRESS_MESSAGE,
        },
        {
          selector: `TemplateLiteral > TemplateElement:first-child[value.raw=${SCREEN_ADDRESS}]`,
          message: SCREEN_ADDRESS_MESSAGE,
        },
      ],
    },
  },
  {
    // one form kit (docs/adr-form-kit.md): a screen's form is ui-kit's useEntityForm, and its nested or list fields
    // read the form through @linhagem/ui-kit/form; react-hook-form is ui-kit's own dependency
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hook-form',
              message: "Use ui-kit's form kit (useEntityForm, and the field hooks of @linhagem/ui-kit/form).",
            },
          ],
        },
      ],
    },
  },
  {
    // …and a form is never fields held in useStates: the heuristic and its exceptions in eslint-rules/noUseStateForm.mjs
    files: ['shell/src/**/*.tsx', 'mf-*/src/**/*.tsx', 'packages/ui-kit/src/**/*.tsx'],
    ignores: [
      '**/*.test.tsx',
      // hand-built forms not moved yet (docs/adr-form-kit.md, "What is left"): each leaves this list as it moves
      'shell/src/auth/LoginPage.tsx',
      // the table's filters and its bulk status: a toolbar, not a record's fields
      'mf-protocols/src/checklist/ChecklistTable.tsx',
    ],
    plugins: { linhagem: linhagemPlugin },
    rules: { 'linhagem/no-use-state-form': 'error' },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
