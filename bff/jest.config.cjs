const base = require('../jest.preset.cjs').jestConfig(__dirname, { testTimeout: 40000 });
const swc = base.transform['^.+\\.(t|j)sx?$'];
// http-proxy-middleware 4 loads httpxy, which ships only .mjs: transpile both for jest's CommonJS runtime.
module.exports = {
  ...base,
  transform: { ...base.transform, '^.+\\.mjs$': swc },
  transformIgnorePatterns: [
    '/node_modules/(?!(http-proxy-middleware|httpxy|is-plain-obj|lru-cache|until-async)/)',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
