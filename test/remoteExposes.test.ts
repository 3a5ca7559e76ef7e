import fs from 'node:fs';
import path from 'node:path';
import { FRONTENDS, PUBLIC_PAGE_ROUTES, STAFF_ROUTES, type FederationName } from '@linhagem/contracts';
import { root } from './workspaces';

// DESIGN "One table for routes and services": the route table names the module that draws each page; a remote that
// does not expose it leaves the page to the instability banner (the consulate queues did). Each remote's own
// webpack configuration is read, as its build reads it.

/**
 * The modules a frontend box exposes, from the `exposes` of its webpack configuration (read as text: jest would
 * map the configuration's own requires), with the file each one points at.
 */
function exposesOf(federationName: FederationName): Record<string, string> {
  const box = Object.values(FRONTENDS).find((frontend) => frontend.federationName === federationName);
  if (!box) throw new Error(`no frontend box is ${federationName}`);
  const dir = path.join(root, box.dir);
  const source = fs.readFileSync(path.join(dir, 'webpack.config.cjs'), 'utf8');
  expect(source).toContain(`name: '${federationName}'`);
  const block = /exposes:\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  return Object.fromEntries(
    [...block.matchAll(/'(\.\/[\w-]+)':\s*'([^']+)'/g)].map(([, key, file]) => [key, path.join(dir, file)]),
  );
}

const remoteRoutes = [...STAFF_ROUTES, ...PUBLIC_PAGE_ROUTES].filter((route) => route.remote !== 'shell');

describe('every page of the route table has the module that draws it', () => {
  it.each(remoteRoutes.map((route) => [route.path, route.remote, route.module] as const))(
    '%s: %s exposes %s, and its file exists',
    (_path, remote, module) => {
      const exposes = exposesOf(remote);
      expect(Object.keys(exposes)).toContain(`./${module}`);
      expect(fs.existsSync(exposes[`./${module}`])).toBe(true);
    },
  );
});
