// One jest set-up for every workspace: swc transpiles, workspace packages resolve to their sources.
const path = require('node:path');

const root = __dirname;
// Workers inherit these: quiet JSON logs, and one internal-token secret shared by the tests and the code under test.
process.env.LOG_LEVEL ??= 'silent';
process.env.INTERNAL_TOKEN_SECRET ??= 'jest-only-internal-token-secret';
// ESM-only packages shipped as .js that jest (CommonJS) must transpile; every .mjs file is transpiled too
// (rettime and @open-draft/* under msw 2.15). quill, parchment and lodash-es: mf-config's rich-text editor.
// file-type and its dependencies (strtok3, token-types, @tokenizer/*, uint8array-extras, @borewit/*): the
// documents box's type detection.
const esmPackages = [
  'lru-cache',
  'until-async',
  'quill',
  'parchment',
  'lodash-es',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
];

/**
 * @param {string} dir the workspace folder (pass __dirname)
 * @param {{ environment?: 'node' | 'jsdom', setupFilesAfterEnv?: string[], testTimeout?: number }} [options]
 */
function jestConfig(dir, options = {}) {
  const browser = options.environment === 'jsdom';
  return {
    rootDir: dir,
    testEnvironment: browser ? 'jest-fixed-jsdom' : 'node',
    testEnvironmentOptions: browser ? { customExportConditions: [''] } : {},
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)', '<rootDir>/*.test.ts'],
    transform: {
      '^.+\\.(m?[tj]sx?)$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/).+\\.(c?js|jsx)$`],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'jsx', 'json'],
    moduleNameMapper: {
      '^@linhagem/([a-z0-9-]+)$': path.join(root, 'packages/$1/src/index.ts'),
      '^@linhagem/service-kit/core$': path.join(root, 'packages/service-kit/src/core.ts'),
      '^@linhagem/ui-kit/form$': path.join(root, 'packages/ui-kit/src/form/index.ts'),
      '^@linhagem/ui-kit/form/core$': path.join(root, 'packages/ui-kit/src/form/core.ts'),
      '^@linhagem/ui-kit/import$': path.join(root, 'packages/ui-kit/src/import/index.ts'),
      '\\.(css|less)$': path.join(root, 'packages/mf-build/styleStub.cjs'),
      '\\.(png|jpe?g|svg|gif|webp)$': path.join(root, 'packages/mf-build/fileStub.cjs'),
    },
    setupFilesAfterEnv: options.setupFilesAfterEnv ?? [],
    testTimeout: options.testTimeout ?? 20000,
  };
}

module.exports = { jestConfig };
