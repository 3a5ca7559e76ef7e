import http from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { ERROR_CODES } from '@linhagem/contracts';

export type UpstreamFailure = (req: Request, res: Response, status: 502 | 504, code: string) => void;

export type UpstreamProxyOptions = {
  target: string;
  timeoutMs: number;
  onFailure: UpstreamFailure;
  /** rewrites the path sent upstream (the request URL is otherwise forwarded whole) */
  rewrite?: (path: string) => string;
  /** sees every upstream answer before it is forwarded (cache store, invalidation) */
  onResponse?: (proxyRes: http.IncomingMessage, req: Request, res: Response) => void;
};

const TIMEOUT_CODE = 'BFF_UPSTREAM_TIMEOUT';

/**
 * One keep-alive proxy to one upstream. The request URL is forwarded whole (we mount at the root,
 * so nothing is stripped); no response headers within `timeoutMs` → 504, refused/reset → 502.
 */
export function createUpstreamProxy({
  target,
  timeoutMs,
  onFailure,
  rewrite,
  onResponse,
}: UpstreamProxyOptions) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 });
  const middleware = createProxyMiddleware<Request, Response>({
    target,
    agent,
    xfwd: true,
    pathRewrite: rewrite ? (path) => rewrite(path) : undefined,
    logger: undefined,
    on: {
      proxyReq(proxyReq) {
        const timer = setTimeout(() => {
          proxyReq.destroy(Object.assign(new Error('upstream timeout'), { code: TIMEOUT_CODE }));
        }, timeoutMs);
        timer.unref();
        const clear = () => clearTimeout(timer);
        proxyReq.once('response', clear);
        proxyReq.once('close', clear);
      },
      proxyRes(proxyRes, req, res) {
        onResponse?.(proxyRes, req, res);
      },
      error(err, req, res) {
        if (!('writeHead' in res)) {
          res.destroy();
          return;
        }
        const timedOut = (err as NodeJS.ErrnoException).code === TIMEOUT_CODE;
        onFailure(
          req,
          res,
          timedOut ? 504 : 502,
          timedOut ? ERROR_CODES.upstreamTimeout : ERROR_CODES.upstreamUnavailable,
        );
      },
    },
  });

  const handler = (req: Request, res: Response, next: NextFunction) => {
    // the error event already answered; hpm also hands the error to next(), which must not answer twice
    void middleware(req, res, (err?: unknown) => {
      if (!err) next();
    });
  };
  return Object.assign(handler, { close: () => agent.destroy() });
}
export type UpstreamProxy = ReturnType<typeof createUpstreamProxy>;
