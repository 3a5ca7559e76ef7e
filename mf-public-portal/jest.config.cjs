module.exports = require('../jest.preset.cjs').jestConfig(__dirname, {
  environment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/test/setupTests.ts'],
});
