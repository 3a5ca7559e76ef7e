import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Request, Response } from 'express';
import { PUBLIC_PAGE_PREFIX } from '@linhagem/contracts';
import { AppError, type Logger } from '@linhagem/service-kit/core';
import type { BffConfig } from '../config';
import { createUpstream, type UpstreamOptions } from './upstream';

const NOT_FOUND = 'HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/**
 * Page and asset GETs: `/remotes/<name>/…` to that remote's static host (path kept whole, the host strips it),
 * `/public-client/…` to the public portal's standalone page (its build without the federation runtime, dist/standalone),
 * everything else to the shell host (SPA fallback there).
 *
 * Under `npm run dev` (`config.devReload`) the live-reload WebSockets of the webpack dev servers, opened by pages
 * the BFF serves, go to the server that built the page: `/ws` to the shell's, `/remotes/<name>/ws` to that remote's
 * (packages/mf-build sets these paths), without the browser's cookies; any other upgrade is refused.
 */
export function createFrontendGateway(config: BffConfig, logger: Logger) {
  const upstream = (target: string, webSocketPath: string, extra: Partial<UpstreamOptions> = {}) =>
    createUpstream({
      target,
      timeoutMs: config.upstreamTimeoutMs,
      what: 'The page host',
      logger,
      webSocket: config.devReload ? { path: webSocketPath } : undefined,
      ...extra,
    });
  const remotes = config.remotes.map((remote) => {
    const prefix = `/remotes/${remote.urlName}`;
    return { prefix, upstream: upstream(remote.url, `${prefix}/ws`) };
  });
  const portal = config.remotes.find((r) => r.name === 'mf_public_portal');
  const publicClientPage = portal ? `/remotes/${portal.urlName}/standalone/index.html` : '';
  const publicClient = portal
    ? upstream(portal.url, '', { pathRewrite: () => publicClientPage, webSocket: undefined })
    : undefined;
  const shell = upstream(config.shellUrl, '/ws');
  const webSockets = new Map([
    ['/ws', shell],
    ...remotes.map(({ prefix, upstream }) => [`${prefix}/ws`, upstream] as const),
  ]);

  function gateway(req: Request, res: Response) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      throw AppError.notFound(`No route for ${req.method} ${req.path}`);
    }
    if (req.path.startsWith('/remotes/') || req.path === '/remotes') {
      const remote = remotes.find((r) => req.path === r.prefix || req.path.startsWith(r.prefix + '/'));
      if (!remote) throw AppError.notFound('Unknown remote');
      return remote.upstream.pass(req, res);
    }
    delete req.headers.cookie;
    delete req.headers.authorization;
    if (publicClient && (req.path === PUBLIC_PAGE_PREFIX || req.path.startsWith(PUBLIC_PAGE_PREFIX + '/'))) {
      return publicClient.pass(req, res);
    }
    return shell.pass(req, res);
  }

  /** The HTTP server's `upgrade` (`npm run dev` only): a live-reload path to its dev server, else 404. */
  function upgrade(req: IncomingMessage, socket: Socket, head: Buffer) {
    const path = (req.url ?? '').split('?')[0];
    const target = webSockets.get(path);
    if (!target || req.method !== 'GET' || !/^websocket$/i.test(String(req.headers.upgrade ?? ''))) {
      return void socket.end(NOT_FOUND);
    }
    target.upgrade(req, socket, head);
  }

  const all = [...remotes.map((r) => r.upstream), shell, ...(publicClient ? [publicClient] : [])];
  return Object.assign(gateway, { upgrade, close: () => all.forEach((u) => u.close()) });
}
