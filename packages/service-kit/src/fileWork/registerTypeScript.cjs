// A worker thread started from the TypeScript sources (jest, a source run) has no jest transform and no
// moduleNameMapper: this preload compiles `.ts` files with swc as they are required and resolves the workspace
// packages to their sources, as jest.preset.cjs does. A built box starts its workers from `dist` and never loads it.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const packagesDir = path.resolve(__dirname, '../../..');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolve(request, ...rest) {
  const match = /^@linhagem\/([a-z0-9-]+)(?:\/(core))?$/.exec(request);
  if (match) return path.join(packagesDir, match[1], 'src', `${match[2] ?? 'index'}.ts`);
  return resolveFilename.call(this, request, ...rest);
};

Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    // a dynamic import stays one: ESM-only packages (pdfjs-dist) load through it
    module: { type: 'commonjs', ignoreDynamic: true },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
