import { execFileSync } from 'node:child_process';
import path from 'node:path';

// `npm run dev` (scripts/start.mjs --dev) compiles mf-public-portal with its webpack config under webpack's dev server,
// and the BFF serves the page at /public-client/… under its Content-Security-Policy (bff/src/security/headers.ts:
// script-src 'self', no 'unsafe-eval'). An eval-* devtool left the page blank there (checked in Chromium by hand,
// mf-public-portal/README.md).
type Config = { name?: string; devtool?: string; publicPath: string };

/** The portal's two configs as webpack makes them, read in a plain node process (webpack's plugins load there). */
function portalConfigs(mode: string): Config[] {
  const script = `const configs = require('./webpack.config.cjs');
    const made = configs.map((make) => make({}, { mode: ${JSON.stringify(mode)} }));
    process.stdout.write(JSON.stringify(made.map((c) => ({ name: c.name, devtool: c.devtool, publicPath: c.output.publicPath }))));`;
  const cwd = path.join(__dirname, '../mf-public-portal');
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd, encoding: 'utf8' })) as Config[];
}

describe.each(['development', 'production'])('in %s mode', (mode) => {
  const [remote, standalone] = portalConfigs(mode);

  it('evaluates no code from strings, which the BFF refuses', () => {
    expect([remote.devtool, standalone.devtool]).toEqual([expect.any(String), expect.any(String)]);
    expect(remote.devtool).not.toMatch(/eval/);
    expect(standalone.devtool).not.toMatch(/eval/);
  });

  it('serves the standalone page where the BFF rewrites /public-client/… to', () => {
    expect(standalone.name).toBe('standalone');
    expect(standalone.publicPath).toBe('/remotes/mf-public-portal/standalone/');
  });
});
