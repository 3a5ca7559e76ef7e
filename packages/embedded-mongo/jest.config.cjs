module.exports = require('../../jest.preset.cjs').jestConfig(__dirname, { testTimeout: 60000 });
