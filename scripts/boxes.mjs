// The boxes of the system, their ports and variables, as the orchestrator, tests and bench read them. The service
// map itself is packages/contracts/boxes.json, which the BFF, the services and the static hosts read too.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const map = createRequire(import.meta.url)('../packages/contracts/boxes.json');

/**
 * @typedef {{ name: string, dir: string, kind: 'service' | 'gateway' | 'frontend',
 *   portVar: string, port: number, urlVar?: string, manifestVar?: string }} Box
 */

/** @type {Box[]} */
export const services = map.services.map((box) => ({ ...box, kind: 'service' }));

/** @type {Box[]} */
export const frontends = map.frontends.map((box) => ({ ...box, kind: 'frontend' }));

/** @type {Box} */
export const gateway = { ...map.gateway, kind: 'gateway' };

export const boxes = [...services, ...frontends, gateway];

export const MONGO_PORT_VAR = 'EMBEDDED_MONGO_PORT';
export const MONGO_PORT = 27017;

/** The port a box listens on, from its variable or its default. */
export const portOf = (box, env = process.env) => Number(env[box.portVar] ?? box.port);

/**
 * The environment every box gets: ports, upstream URLs and manifests derived from the ports, and
 * `NODE_ENV=production` unless `dev` (`npm run dev`), unless the caller set them. Values already in `env` win.
 * @param {Record<string, string | undefined>} env
 * @param {{ dev?: boolean }} options
 */
export function systemEnvironment(env = process.env, { dev = false } = {}) {
  const out = { ...env };
  // Express and the libraries take their debugging paths outside production
  out.NODE_ENV ||= dev ? 'development' : 'production';
  for (const box of boxes) {
    out[box.portVar] = String(portOf(box, env));
    if (box.urlVar && !env[box.urlVar]) out[box.urlVar] = `http://127.0.0.1:${portOf(box, env)}`;
    if (box.manifestVar && !env[box.manifestVar])
      out[box.manifestVar] = `/remotes/${box.name}/mf-manifest.json`;
  }
  return out;
}
