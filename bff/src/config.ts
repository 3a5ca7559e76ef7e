import { randomBytes } from 'node:crypto';
import {
  FRONTENDS,
  GATEWAY,
  REQUEST_TIMEOUT_MS,
  UPLOAD_ANSWER_TIMEOUT_MS,
  SERVICE_NAMES,
  SESSION_TTL_SECONDS,
  portOf,
  serviceUrl,
  urlOf,
  type Env,
  type RemoteName,
  type ServiceName,
} from '@linhagem/contracts';
import type { LoginLimits } from './security/loginLimiter';
import type { SheddingLimits } from './security/loadShedder';

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
  /**
   * An upload's answer, once its body has arrived (contracts' UPLOAD_ANSWER_TIMEOUT_MS): longer than any box's
   * file work may take, so a refusal reaches the browser with its own code and never as a 504.
   */
  uploadAnswerTimeoutMs: number;
  /** how long the BFF trusts a session check before asking identity again */
  sessionCheckTtlMs: number;
  cache: { ttlMs: number; maxEntries: number; maxBytes: number };
  loginLimits: LoginLimits;
  /** Shared by several BFF instances: the response cache and the sign-in limiter (memory when unset). */
  redisUrl?: string;
  /** past these, API requests are shed with 503 and Retry-After instead of waiting (docs/adr-load-profile.md) */
  shedding: SheddingLimits;
  /**
   * Express 'trust proxy': whose X-Forwarded-For names the client (a load balancer in front: 'uniquelocal').
   * Unset, no proxy is trusted: a browser's own X-Forwarded-For would otherwise give it a new address per request.
   */
  trustProxy: string | false;
  /** `npm run dev`: pass the webpack dev servers' live-reload WebSockets through (proxy/frontendGateway.ts) */
  devReload: boolean;
};

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
  const services = Object.fromEntries(SERVICE_NAMES.map((name) => [name, serviceUrl(name, env)])) as Record<
    ServiceName,
    string
  >;
  const remotes = Object.values(FRONTENDS).flatMap(({ federationName, ...box }): Remote[] =>
    federationName === 'shell'
      ? []
      : [
          {
            name: federationName,
            urlName: box.name,
            url: urlOf(box, env),
            manifest: env[box.manifestVar ?? ''] ?? `/remotes/${box.name}/mf-manifest.json`,
          },
        ],
  );
  return {
    port: portOf(GATEWAY, env),
    host: env.HOST ?? '127.0.0.1',
    services,
    shellUrl: urlOf(FRONTENDS.shell, env),
    remotes,
    jwtSecret: overrides.jwtSecret ?? jwtSecret(env),
    accessTtlSeconds: 10 * 60,
    refreshTtlSeconds: SESSION_TTL_SECONDS,
    upstreamTimeoutMs: REQUEST_TIMEOUT_MS,
    uploadAnswerTimeoutMs: UPLOAD_ANSWER_TIMEOUT_MS,
    sessionCheckTtlMs: 3000,
    cache: { ttlMs: 10_000, maxEntries: 2000, maxBytes: 32 * 1024 * 1024 },
    // 5 wrong passwords at once, then 1 s, 2 s, 4 s ... at most 15 min between tries of one account and address
    loginLimits: {
      freePerAccountAndAddress: 5,
      firstDelayMs: 1000,
      maxDelayMs: 15 * 60 * 1000,
      forgetAfterMs: 24 * 60 * 60 * 1000,
      perAddress: 30,
      windowMs: 15 * 60 * 1000,
    },
    redisUrl: env.REDIS_URL || undefined,
    // no request waits more than 5 s under overload: 1.5 s at most in the queue, a read cut at 3 s in all
    // (the overload bench at 4 s still saw a 5.9 s answer: the rest is the BFF's and the machine's lag)
    shedding: { maxInFlight: 64, maxQueue: 256, maxWaitMs: 1500, maxReadMs: 3000 },
    trustProxy: env.TRUST_PROXY || false,
    devReload: env.BFF_DEV_RELOAD === 'true',
    ...overrides,
  };
}
