// Runs a TypeScript entry point of this package in a child process (tests spawn the CLI from source).
const fs = require('node:fs');
const swc = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

const [entry, ...args] = process.argv.slice(2);
process.argv = [process.argv[0], entry, ...args];
require(require('node:path').resolve(entry)).main();
