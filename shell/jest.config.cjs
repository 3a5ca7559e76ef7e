const config = require('../jest.preset.cjs').jestConfig(__dirname, {
  environment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
});
// msw 2.15 pulls ESM-only helpers (.mjs: rettime, @open-draft/*); transpile every .mjs the preset skips.
config.transform['^.+\\.mjs$'] = config.transform['^.+\\.(t|j)sx?$'];
config.transformIgnorePatterns = [
  '/node_modules/(?!(http-proxy-middleware|lru-cache|until-async)/).+\\.(c?js|jsx)$',
];
module.exports = config;
