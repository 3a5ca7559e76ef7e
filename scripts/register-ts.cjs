// `require('./register-ts.cjs')`: node then loads `.ts` files through swc (the benches and the test runners that
// run TypeScript outside jest). Workspace packages still resolve to their built `dist`.
const fs = require('node:fs');
const swc = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022', keepClassNames: true },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
