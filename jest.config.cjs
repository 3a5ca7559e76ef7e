// `npx jest` at the root runs every workspace's unit suites as one multi-project run (the e2e suite is separate).
const { workspaces } = require('./package.json');
const fs = require('node:fs');
const path = require('node:path');

const dirs = workspaces.flatMap((pattern) =>
  pattern.endsWith('/*')
    ? fs
        .readdirSync(path.join(__dirname, pattern.slice(0, -2)))
        .map((d) => path.join(pattern.slice(0, -2), d))
    : [pattern],
);

module.exports = {
  // A global option: jest ignores the projects' own testTimeout in a multi-project run.
  testTimeout: 60000,
  projects: dirs
    .filter((dir) => dir !== 'e2e' && fs.existsSync(path.join(__dirname, dir, 'jest.config.cjs')))
    .map((dir) => `<rootDir>/${dir}/jest.config.cjs`)
    .concat('<rootDir>/test/jest.config.cjs'),
};
