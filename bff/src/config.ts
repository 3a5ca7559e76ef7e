import { randomBytes } from 'node:crypto';
import { REQUEST_TIMEOUT_MS, SESSION_TTL_SECONDS } from '@linhagem/contracts';

export type ServiceName = 'identity' | 'clients' | 'protocols' | 'catalog';
export type RemoteName = 'mf_clients' | 'mf_protocols' | 'mf_config' | 'mf_public_portal';

export type Remote = {
  /** federation name, e.g. mf_clients */
  name: RemoteName;
  /** path segment under /remotes/, e.g. mf-clients */
  urlName: string;
  /** static host that serves this remote */
  url: string;
  /** what /mf-remotes.json advertises */
  manifest: string;
};

export type BffConfig = {
  port: number;
  host: string;
  services: Record<ServiceName, string>;
  shellUrl: string;
  remotes: Remote[];
  jwtSecret: string;
  /** access JWT lifetime */
  accessTtlSeconds: number;
  /** refresh cookie lifetime; identity keeps the session for the same time */
  refreshTtlSeconds: number;
  /** spec 9: each upstream call gets 15 s */
  upstreamTimeoutMs: number;
  /** how long the BFF trusts a session check before asking identity again */
  sessionCheckTtlMs: number;
  cache: { ttlMs: number; maxEntries: number; maxBytes: number };
  loginLimits: { windowMs: number; perAccount: number; perAddress: number };
};

const SERVICE_PORTS: Record<ServiceName, [string, number]> = {
  identity: ['IDENTITY', 4001],
  clients: ['CLIENTS', 4002],
  protocols: ['PROTOCOLS', 4003],
  catalog: ['CATALOG', 4004],
};

const REMOTES: Array<[RemoteName, string, string, number]> = [
  ['mf_clients', 'mf-clients', 'MF_CLIENTS', 3001],
  ['mf_protocols', 'mf-protocols', 'MF_PROTOCOLS', 3002],
  ['mf_config', 'mf-config', 'MF_CONFIG', 3003],
  ['mf_public_portal', 'mf-public-portal', 'MF_PUBLIC_PORTAL', 3004],
];

type Env = Record<string, string | undefined>;

function upstreamUrl(env: Env, prefix: string, defaultPort: number): string {
  const url = env[`${prefix}_URL`] ?? `http://127.0.0.1:${env[`${prefix}_PORT`] ?? defaultPort}`;
  return url.replace(/\/+$/, '');
}

let warnedSecret = false;
function jwtSecret(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.NODE_ENV === 'production') throw new Error('JWT_SECRET must be set in production');
  if (!warnedSecret) {
    warnedSecret = true;
    process.stderr.write(
      'warning: JWT_SECRET is unset; using a random secret, so sessions end when the BFF restarts\n',
    );
  }
  return randomBytes(48).toString('base64url');
}

/** Everything the BFF reads from the environment, with the repo's defaults. */
export function loadConfig(env: Env = process.env, overrides: Partial<BffConfig> = {}): BffConfig {
  const services = Object.fromEntries(
    Object.entries(SERVICE_PORTS).map(([name, [prefix, port]]) => [name, upstreamUrl(env, prefix, port)]),
  ) as Record<ServiceName, string>;
  return {
    port: Number(env.BFF_PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    services,
    shellUrl: upstreamUrl(env, 'SHELL', 3000),
    remotes: REMOTES.map(([name, urlName, prefix, port]) => ({
      name,
      urlName,
      url: upstreamUrl(env, prefix, port),
      manifest: env[`${prefix}_MANIFEST`] ?? `/remotes/${urlName}/mf-manifest.json`,
    })),
    jwtSecret: overrides.jwtSecret ?? jwtSecret(env),
    accessTtlSeconds: 10 * 60,
    refreshTtlSeconds: SESSION_TTL_SECONDS,
    upstreamTimeoutMs: REQUEST_TIMEOUT_MS,
    sessionCheckTtlMs: 3000,
    cache: { ttlMs: 10_000, maxEntries: 2000, maxBytes: 32 * 1024 * 1024 },
    loginLimits: { windowMs: 15 * 60 * 1000, perAccount: 5, perAddress: 30 },
    ...overrides,
  };
}
