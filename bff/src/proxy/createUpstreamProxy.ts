import http from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { AppError } from '@linhagem/service-kit';

export type UpstreamProxyOptions = {
  target: string;
  timeoutMs: number;
  /** names the upstream in failure messages: `The service`, `The page host` */
  what: string;
  /** rewrites the path sent upstream (the request URL is otherwise forwarded whole) */
  rewrite?: (path: string) => string;
  /** sees every upstream answer before it is forwarded (cache store, invalidation) */
  onResponse?: (proxyRes: http.IncomingMessage, req: Request, res: Response) => void;
};

const TIMEOUT_CODE = 'BFF_UPSTREAM_TIMEOUT';

/**
 * One keep-alive proxy to one upstream. The request URL is forwarded whole (we mount at the root,
 * so nothing is stripped); no response headers within `timeoutMs` → 504, refused/reset → 502, both thrown
 * to the BFF's error responder as `AppError`s.
 */
export function createUpstreamProxy({ target, timeoutMs, what, rewrite, onResponse }: UpstreamProxyOptions) {
  // the proxy's error event comes outside express's chain: it hands the failure to the request's own `next`
  const nexts = new WeakMap<Request, NextFunction>();
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
        nexts.get(req)?.(
          timedOut
            ? AppError.upstreamTimeout(`${what} took too long to answer`)
            : AppError.upstreamUnavailable(`${what} is unavailable`),
        );
      },
    },
  });

  const handler = (req: Request, res: Response, next: NextFunction) => {
    nexts.set(req, next);
    void middleware(req, res, next);
  };
  return Object.assign(handler, { close: () => agent.destroy() });
}
export type UpstreamProxy = ReturnType<typeof createUpstreamProxy>;
