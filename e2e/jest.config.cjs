const base = require('../jest.preset.cjs').jestConfig(__dirname, { testTimeout: 90000 });

module.exports = {
  ...base,
  testMatch: ['<rootDir>/tests/**/*.e2e.test.ts'],
  globalSetup: '<rootDir>/src/globalSetup.ts',
  globalTeardown: '<rootDir>/src/globalTeardown.ts',
  setupFilesAfterEnv: ['<rootDir>/src/lockSetup.ts'],
};
