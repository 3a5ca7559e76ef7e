// Runs a TypeScript entry point of this package in a child process (tests spawn the CLI from source).
require('../../../scripts/register-ts.cjs');

const [entry, ...args] = process.argv.slice(2);
process.argv = [process.argv[0], entry, ...args];
require(require('node:path').resolve(entry)).main();
