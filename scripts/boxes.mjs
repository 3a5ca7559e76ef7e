// The boxes of the system, their ports and variables: the one table the orchestrator, tests and bench read.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @typedef {{ name: string, dir: string, kind: 'service' | 'gateway' | 'frontend',
 *   portVar: string, port: number, urlVar?: string, manifestVar?: string }} Box
 */

/** @type {Box[]} */
export const services = [
  {
    name: 'identity',
    dir: 'services/identity',
    kind: 'service',
    portVar: 'IDENTITY_PORT',
    port: 4001,
    urlVar: 'IDENTITY_URL',
  },
  {
    name: 'clients',
    dir: 'services/clients',
    kind: 'service',
    portVar: 'CLIENTS_PORT',
    port: 4002,
    urlVar: 'CLIENTS_URL',
  },
  {
    name: 'protocols',
    dir: 'services/protocols',
    kind: 'service',
    portVar: 'PROTOCOLS_PORT',
    port: 4003,
    urlVar: 'PROTOCOLS_URL',
  },
  {
    name: 'catalog',
    dir: 'services/catalog',
    kind: 'service',
    portVar: 'CATALOG_PORT',
    port: 4004,
    urlVar: 'CATALOG_URL',
  },
];

/** @type {Box[]} */
export const frontends = [
  { name: 'shell', dir: 'shell', kind: 'frontend', portVar: 'SHELL_PORT', port: 3000, urlVar: 'SHELL_URL' },
  {
    name: 'mf-clients',
    dir: 'mf-clients',
    kind: 'frontend',
    portVar: 'MF_CLIENTS_PORT',
    port: 3001,
    urlVar: 'MF_CLIENTS_URL',
    manifestVar: 'MF_CLIENTS_MANIFEST',
  },
  {
    name: 'mf-protocols',
    dir: 'mf-protocols',
    kind: 'frontend',
    portVar: 'MF_PROTOCOLS_PORT',
    port: 3002,
    urlVar: 'MF_PROTOCOLS_URL',
    manifestVar: 'MF_PROTOCOLS_MANIFEST',
  },
  {
    name: 'mf-config',
    dir: 'mf-config',
    kind: 'frontend',
    portVar: 'MF_CONFIG_PORT',
    port: 3003,
    urlVar: 'MF_CONFIG_URL',
    manifestVar: 'MF_CONFIG_MANIFEST',
  },
  {
    name: 'mf-public-portal',
    dir: 'mf-public-portal',
    kind: 'frontend',
    portVar: 'MF_PUBLIC_PORTAL_PORT',
    port: 3004,
    urlVar: 'MF_PUBLIC_PORTAL_URL',
    manifestVar: 'MF_PUBLIC_PORTAL_MANIFEST',
  },
];

/** @type {Box} */
export const gateway = { name: 'bff', dir: 'bff', kind: 'gateway', portVar: 'BFF_PORT', port: 8080 };

export const boxes = [...services, ...frontends, gateway];

export const MONGO_PORT_VAR = 'EMBEDDED_MONGO_PORT';
export const MONGO_PORT = 27017;

/** The port a box listens on, from its variable or its default. */
export const portOf = (box, env = process.env) => Number(env[box.portVar] ?? box.port);

/**
 * The environment every box gets: ports, upstream URLs and manifests derived from the ports,
 * unless the caller set them. Values already in `env` win.
 */
export function systemEnvironment(env = process.env) {
  const out = { ...env };
  for (const box of boxes) {
    out[box.portVar] = String(portOf(box, env));
    if (box.urlVar && !env[box.urlVar]) out[box.urlVar] = `http://127.0.0.1:${portOf(box, env)}`;
    if (box.manifestVar && !env[box.manifestVar])
      out[box.manifestVar] = `/remotes/${box.name}/mf-manifest.json`;
  }
  return out;
}
