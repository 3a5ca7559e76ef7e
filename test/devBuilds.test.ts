import { execFileSync } from 'node:child_process';
import path from 'node:path';
import boxes from '../packages/contracts/boxes.json';
import { root } from './workspaces';

// `npm run dev` (scripts/start.mjs --dev) compiles every frontend under webpack's dev server, and the BFF serves
// the pages under its Content-Security-Policy (bff/src/security/headers.ts: script-src 'self', no
// 'unsafe-eval'). An eval-* devtool left the pages blank there (the family portal's, checked in Chromium by hand).
type Config = {
  name?: string;
  devtool?: string | false;
  publicPath: string;
  socketPath?: string;
  socketUrl?: string;
};

/** A frontend's webpack configs as webpack makes them, read in a plain node process (its plugins load there). */
function configsOf(dir: string, mode: string): Config[] {
  const script = `const exported = require('./webpack.config.cjs');
    const made = [exported].flat().map((make) => (typeof make === 'function' ? make({}, { mode: ${JSON.stringify(mode)} }) : make));
    process.stdout.write(JSON.stringify(made.map((c) => ({ name: c.name, devtool: c.devtool, publicPath: c.output.publicPath, socketPath: c.devServer?.webSocketServer?.options?.path, socketUrl: c.devServer?.client?.webSocketURL }))));`;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script], { cwd: path.join(root, dir), encoding: 'utf8' }),
  ) as Config[];
}

describe.each(['development', 'production'])('frontends built in %s mode', (mode) => {
  const built = boxes.frontends.map((frontend) => ({ ...frontend, configs: configsOf(frontend.dir, mode) }));

  it.each(built.map((frontend) => [frontend.name, frontend.configs] as const))(
    '%s evaluates no code from strings, which the BFF refuses',
    (_name, configs) => {
      expect(configs.length).toBeGreaterThan(0);
      for (const config of configs) {
        expect(config.devtool).toEqual(expect.any(String));
        expect(config.devtool).not.toMatch(/eval/);
      }
    },
  );

  // the BFF passes /ws to the shell's dev server and /remotes/<name>/ws to that remote's (bff/src/proxy/frontendGateway.ts)
  it.each(built.map((frontend) => [frontend.name, frontend.configs[0]] as const))(
    "%s keeps its live reload through the BFF: its WebSocket on the page's own host, under its public path",
    (name, config) => {
      const path = name === 'shell' ? '/ws' : `/remotes/${name}/ws`;
      expect(config.socketPath).toBe(path);
      expect(config.socketUrl).toBe(`auto://0.0.0.0:0${path}`);
    },
  );

  it('serves the family portal where the BFF rewrites /public-client/… to', () => {
    const portal = built.find((frontend) => frontend.name === 'mf-public-portal');
    const standalone = portal?.configs.find((config) => config.name === 'standalone');
    expect(standalone?.publicPath).toBe('/remotes/mf-public-portal/standalone/');
  });
});
