import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { SessionUser } from '@linhagem/contracts';
import type { AppError, Logger } from '@linhagem/service-kit/core';
import type { CachePlan } from '../cache/responseCache';
import { setSecurityHeaders } from '../security/headers';

/**
 * What one request carries through the BFF, on `res.locals` for both of its paths: the API lane (plain node
 * handlers) and Express (pages, remotes, sign-in), which keeps the locals it finds there.
 */
export type ExchangeLocals = {
  requestId: string;
  /** the URL's path, without the query */
  path: string;
  /** as the browser sees it: the socket's, or behind a trusted proxy its `X-Forwarded-Proto` */
  protocol: 'http' | 'https';
  /** the browser's address: the socket's, or behind trusted proxies the nearest `X-Forwarded-For` hop not trusted */
  address: string;
  /** the caller, once its session is checked */
  user?: SessionUser;
  /** a cacheable GET that missed: where its answer is stored */
  cachePlan?: CachePlan;
  /** a write: the cache families its success drops */
  invalidates?: string[];
  /** a read: dropping it upstream and asking the browser to send it again is safe */
  safeToRetry?: boolean;
  /** ends the upstream call with this error, unless its answer has started */
  cutUpstream?: (error: AppError) => void;
};
export type BffResponse = ServerResponse & { locals: ExchangeLocals };

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

type TrustsProxy = (address: string, hop: number) => boolean;

/**
 * The start of every request, before either path sees it: its id (the caller's `X-Request-Id` when well formed,
 * else a new one, echoed back), its protocol, the security headers, and one access-log line when the answer is sent.
 * `trusts` is Express's compiled `trust proxy` function (its setting stays the one place proxies are trusted);
 * whether a peer is trusted is kept per connection, since working it out per request showed in the profile.
 */
export function exchangeStarter(logger: Logger, trusts: TrustsProxy) {
  const trusted = new WeakMap<Socket, boolean>();
  const trustsPeer = (socket: Socket): boolean => {
    let trust = trusted.get(socket);
    if (trust === undefined) {
      trust = trusts(socket.remoteAddress ?? '', 0);
      trusted.set(socket, trust);
    }
    return trust;
  };
  const protocolOf = (req: IncomingMessage): 'http' | 'https' => {
    const own = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
    if (!trustsPeer(req.socket)) return own;
    const header = req.headers['x-forwarded-proto'];
    const first = (typeof header === 'string' && header ? header : own).split(',')[0].trim();
    return first === 'https' ? 'https' : 'http';
  };
  /** Express's `req.ip` rule (proxy-addr): from the socket leftwards through the hops while each is trusted. */
  const addressOf = (req: IncomingMessage): string => {
    let address = req.socket.remoteAddress ?? '';
    const header = req.headers['x-forwarded-for'];
    if (!header || !trustsPeer(req.socket)) return address;
    const hops = String(header).split(',');
    for (let i = hops.length - 1, hop = 1; i >= 0; i--, hop++) {
      address = hops[i].trim();
      if (!trusts(address, hop)) break;
    }
    return address;
  };

  return (req: IncomingMessage, res: ServerResponse): BffResponse => {
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const path = pathOf(req.url ?? '/');
    const locals: ExchangeLocals = { requestId, path, protocol: protocolOf(req), address: addressOf(req) };
    const exchange = Object.assign(res, { locals });
    setSecurityHeaders(res);
    res.setHeader('X-Request-Id', requestId);
    if (path === '/healthz') return exchange;
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      logger.info('request', {
        requestId,
        method: req.method,
        // the access code of a portal path is redacted by the logger, as in every box
        path,
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
        user: locals.user?.userName,
        cache: res.getHeader('x-cache'),
      });
    });
    return exchange;
  };
}

/** The browser reached us over HTTPS (cookies take the `__Host-` names and Secure). */
export const isSecure = (res: BffResponse) => res.locals.protocol === 'https';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    /** Express's `res.locals` are the exchange's: what `beginExchange` put there before Express ran. */
    // declaration merging needs an interface
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/consistent-type-definitions
    interface Locals extends ExchangeLocals {}
  }
}
