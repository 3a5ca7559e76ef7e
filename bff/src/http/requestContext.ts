import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { SessionUser } from '@linhagem/contracts';
import { AppError, type Logger } from '@linhagem/service-kit/core';
import type { CachePlan } from '../cache/responseCache';
import { setSecurityHeaders } from '../security/headers';

/** What one request carries through the BFF's pipeline, on Express's `res.locals`. */
export type RequestLocals = {
  requestId: string;
  /** as the browser sees it: the socket's, or behind a trusted proxy its `X-Forwarded-Proto` */
  protocol: 'http' | 'https';
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

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The start of every request, first in the pipeline: its id (the caller's `X-Request-Id` when well formed, else a
 * new one, echoed back), its protocol (Express's `req.protocol`, so `trust proxy` stays the one place proxies are
 * trusted), the security headers, and one access-log line when the answer is sent.
 */
export function requestContext(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.locals.protocol = req.protocol === 'https' ? 'https' : 'http';
    setSecurityHeaders(res);
    res.setHeader('X-Request-Id', requestId);
    const { path } = req;
    // a path, as browsers send (RFC 9112 3.2.1): an absolute or `*` target is not routed
    const routable = req.url.startsWith('/');
    if (path === '/healthz' && routable) return next();
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      logger.info('request', {
        requestId,
        method: req.method,
        // the access code of a portal path is redacted by the logger, as in every box
        path,
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
        user: res.locals.user?.userName,
        cache: res.getHeader('x-cache'),
      });
    });
    next(routable ? undefined : AppError.badRequest('Bad request target'));
  };
}

/** The browser reached us over HTTPS (cookies take the `__Host-` names and Secure). */
export const isSecure = (res: Response) => res.locals.protocol === 'https';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    /** Express's `res.locals` are the request's (requestContext above puts them there first). */
    // declaration merging needs an interface
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/consistent-type-definitions
    interface Locals extends RequestLocals {}
  }
}
