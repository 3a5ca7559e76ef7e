// Tests, test support and benchmarks never ship: a built output (`dist/`) holds none of these paths
// (docs/adr-000-workspace.md). scripts/build.mjs checks every build with it, test/buildOutput.test.ts every build script.
const fs = require('node:fs');
const path = require('node:path');

const TEST_CODE = /(^|\/)(test|tests|testing|__tests__|bench)([/.]|$)|\.test\.|testSupport/i;

/** The files under `dir` (relative, `/`-separated) whose path says test or bench code. */
function testCodeIn(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => TEST_CODE.test(file));
}

module.exports = { TEST_CODE, testCodeIn };
