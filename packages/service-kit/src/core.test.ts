import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The BFF loads only this entry (docs/adr-auth-and-gateway.md): loading it must not load Koa or mongoose, which is
// what a runtime import added to one of the files it re-exports would do. Node loads the sources as the benches do.
test('@linhagem/service-kit/core loads neither Koa nor mongoose', () => {
  const root = path.join(__dirname, '../../..');
  const script = `const core = require('@linhagem/service-kit/core');
const loaded = Object.keys(require.cache).filter((file) => /node_modules\\/(koa|@koa|mongoose|mongodb)\\//.test(file));
process.stdout.write(JSON.stringify({ exports: Object.keys(core).sort(), loaded }));`;
  const run = spawnSync(
    process.execPath,
    ['--conditions=source', '--require', path.join(root, 'scripts/register-ts.cjs'), '-e', script],
    { cwd: root, encoding: 'utf8' },
  );
  expect(run.stderr).toBe('');
  const { exports, loaded } = JSON.parse(run.stdout);
  expect(loaded).toEqual([]);
  expect(exports).toEqual(
    expect.arrayContaining([
      'AppError',
      'createLogger',
      'toAppError',
      'signInternalToken',
      'INTERNAL_TOKEN_HEADER',
    ]),
  );
});
