import type { NextFunction, Request, Response } from 'express';
import { PUBLIC_PAGE_PREFIX } from '@linhagem/contracts';
import { AppError } from '@linhagem/service-kit/core';
import type { BffConfig } from '../config';
import { createUpstreamProxy, type UpstreamProxy } from './createUpstreamProxy';

/**
 * Page and asset GETs: `/remotes/<name>/…` to that remote's static host (path kept whole, the host strips it),
 * `/public-client/…` to the public portal's standalone page (its build without the federation runtime, dist/standalone),
 * everything else to the shell host (SPA fallback there).
 */
export function createFrontendGateway(config: BffConfig) {
  const common = { timeoutMs: config.upstreamTimeoutMs, what: 'The page host' };
  const remotes = config.remotes.map((remote) => ({
    prefix: `/remotes/${remote.urlName}`,
    proxy: createUpstreamProxy({ target: remote.url, ...common }),
  }));
  const portal = config.remotes.find((r) => r.name === 'mf_public_portal');
  const publicClient = portal ? createUpstreamProxy({ target: portal.url, ...common }) : undefined;
  const publicClientPage = portal ? `/remotes/${portal.urlName}/standalone/index.html` : '';
  const shell = createUpstreamProxy({ target: config.shellUrl, ...common });
  const all: UpstreamProxy[] = [
    ...remotes.map((r) => r.proxy),
    shell,
    ...(publicClient ? [publicClient] : []),
  ];

  function gateway(req: Request, res: Response, next: NextFunction) {
    const whole = { path: req.originalUrl };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      throw AppError.notFound(`No route for ${req.method} ${req.path}`);
    }
    if (req.path.startsWith('/remotes/') || req.path === '/remotes') {
      const remote = remotes.find((r) => req.path === r.prefix || req.path.startsWith(r.prefix + '/'));
      if (!remote) throw AppError.notFound('Unknown remote');
      return remote.proxy(req, res, next, whole);
    }
    delete req.headers.cookie;
    delete req.headers.authorization;
    if (publicClient && (req.path === PUBLIC_PAGE_PREFIX || req.path.startsWith(PUBLIC_PAGE_PREFIX + '/'))) {
      return publicClient(req, res, next, { path: publicClientPage });
    }
    return shell(req, res, next, whole);
  }

  return Object.assign(gateway, { close: () => all.forEach((p) => p.close()) });
}
