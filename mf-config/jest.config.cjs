const config = require('../jest.preset.cjs').jestConfig(__dirname, {
  environment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/test/setupTests.ts'],
});

// msw 2 pulls in ESM-only packages (rettime, @open-draft/*: .mjs); jest (CommonJS) must transpile every .mjs.
const [[, swc]] = Object.values(config.transform).map((entry) => [null, entry]);
module.exports = {
  ...config,
  // the preset's `[a-z-]+` misses `@linhagem/i18n` (digits), which then resolves to a stale dist/ build.
  moduleNameMapper: {
    '^@linhagem/i18n$': '<rootDir>/../packages/i18n/src/index.ts',
    ...config.moduleNameMapper,
  },
  transform: { ...config.transform, '^.+\\.mjs$': swc },
  // quill (the rich-text editor) and parchment ship ES modules only
  transformIgnorePatterns: [
    '/node_modules/(?!(http-proxy-middleware|lru-cache|until-async|quill|parchment|lodash-es)/).+\\.c?js$',
  ],
};
