import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { ERROR_CODES } from '@linhagem/contracts';
import { AppError } from '@linhagem/service-kit/core';
import type { BffResponse } from '../http/exchange';

export type UpstreamProxyOptions = {
  target: string;
  timeoutMs: number;
  /** names the upstream in failure messages: `The service`, `The page host` */
  what: string;
  /** sees every upstream answer before it is forwarded (invalidation); a function it answers gets the whole body (cache store) */
  onResponse?: (upstream: IncomingMessage, res: BffResponse) => ((body: Buffer) => void) | undefined;
  /**
   * An API upstream: an error answer that is not our JSON error body (a framework's own `Not Found`, a status
   * text of whatever answered) is replaced by the BFF's own, with the same status.
   */
  ownErrorBodies?: boolean;
};

/** Per call: the path and query asked upstream; a body sent without Content-Length is cut at `maxBodyBytes` (413). */
export type PipeOptions = { path: string; maxBodyBytes?: number };

/** RFC 9110 7.6.1: meaningful for one connection only, never relayed. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * The request's headers for the upstream: hop-by-hop ones dropped, the caller named in X-Forwarded-*. `address` is
 * the browser's as `TRUST_PROXY` resolves it (exchange.ts): behind a load balancer, the browser's, not the balancer's.
 */
function upstreamHeaders(req: IncomingMessage, address: string): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  // req.headers, not rawHeaders: the gateway has dropped the browser's credentials and added the internal token
  for (const name in req.headers) {
    if (HOP_BY_HOP.has(name) || name.startsWith('x-forwarded-')) continue;
    headers[name] = req.headers[name];
  }
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  const host = req.headers.host ?? '';
  const hop = (name: string, value: string) => {
    const before = req.headers[name];
    headers[name] = before ? `${String(before)},${value}` : value;
  };
  // what the caller claimed stays in front; the browser's address is the last hop (services read that one)
  hop('x-forwarded-for', address);
  hop('x-forwarded-port', /:(\d+)$/.exec(host)?.[1] ?? (encrypted ? '443' : '80'));
  hop('x-forwarded-proto', encrypted ? 'https' : 'http');
  headers['x-forwarded-host'] = req.headers['x-forwarded-host'] ?? host;
  return headers;
}

/** The BFF's own answer for an upstream error without a JSON body; that body (a status text, a page) is dropped. */
function ownError(status: number, what: string): AppError {
  if (status === 404) return AppError.notFound('No such resource');
  if (status === 405) return AppError.methodNotAllowed();
  return new AppError(status, status < 500 ? `${what} refused the request` : `${what} failed to answer`, {
    code: status === 400 ? ERROR_CODES.validation : ERROR_CODES.upstreamError,
  });
}
const isJson = (upstream: IncomingMessage) =>
  /^application\/json\b/i.test(upstream.headers['content-type'] ?? '');

/** The upstream answer's headers for the browser, as [name, value, ...] (repeated Set-Cookie kept apart). */
function answerHeaders(upstream: IncomingMessage): string[] {
  const raw = upstream.rawHeaders;
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    if (!HOP_BY_HOP.has(raw[i].toLowerCase())) out.push(raw[i], raw[i + 1]);
  }
  return out;
}

/**
 * Copies an upstream answer to the browser without `pipe` (it sets up a dozen listeners per call): each chunk is
 * written when the next arrives and the last one goes with `end`, so a one-chunk answer leaves in one write with
 * its headers. Backpressure pauses the upstream. `keep`, when given, gets the whole body at the end.
 */
function forward(answer: IncomingMessage, res: ServerResponse, keep?: (body: Buffer) => void) {
  const chunks: Buffer[] | undefined = keep ? [] : undefined;
  let held: Buffer | undefined;
  answer.on('data', (chunk: Buffer) => {
    chunks?.push(chunk);
    const previous = held;
    held = chunk;
    if (previous && !res.write(previous)) {
      answer.pause();
      res.once('drain', () => answer.resume());
    }
  });
  answer.on('end', () => {
    res.end(held);
    if (keep && chunks) keep(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
  });
  answer.on('error', () => res.destroy());
}

/**
 * One keep-alive pipe to one upstream over node's http client: both bodies stream untouched. No response headers
 * within `timeoutMs` → 504, refused/reset → 502, both handed to `fail` as `AppError`s (the caller answers them);
 * a failure after the answer started cuts the browser's connection.
 */
export function createUpstreamProxy({
  target,
  timeoutMs,
  what,
  onResponse,
  ownErrorBodies,
}: UpstreamProxyOptions) {
  const { hostname, port } = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 });

  const handler = (
    req: IncomingMessage,
    res: BffResponse,
    answerError: (error: AppError) => void,
    { path, maxBodyBytes }: PipeOptions,
  ) => {
    let failed = false;
    const upstream = http.request({
      agent,
      hostname,
      port,
      method: req.method,
      path,
      headers: upstreamHeaders(req, res.locals.address),
    });
    const timer = setTimeout(
      () => fail(AppError.upstreamTimeout(`${what} took too long to answer`)),
      timeoutMs,
    );

    function fail(error: AppError) {
      if (failed) return;
      failed = true;
      clearTimeout(timer);
      upstream.destroy();
      if (res.headersSent) res.destroy();
      else answerError(error);
    }

    res.locals.cutUpstream = fail;
    upstream.on('error', () => fail(AppError.upstreamUnavailable(`${what} is unavailable`)));
    upstream.on('response', (answer) => {
      clearTimeout(timer);
      if (failed) return void answer.resume();
      const status = answer.statusCode ?? 502;
      if (ownErrorBodies && status >= 400 && !isJson(answer)) {
        answer.resume();
        const allow = answer.headers.allow;
        if (allow) res.setHeader('Allow', allow);
        failed = true;
        return answerError(ownError(status, what));
      }
      const keep = onResponse?.(answer, res);
      res.writeHead(answer.statusCode ?? 502, answerHeaders(answer));
      forward(answer, res, keep);
    });
    // the browser went away first: its upstream call is dropped with it
    res.on('close', () => {
      if (!res.writableFinished && !failed) {
        failed = true;
        clearTimeout(timer);
        upstream.destroy();
      }
    });

    if (req.method === 'GET' || req.method === 'HEAD') return void upstream.end();
    const limit =
      maxBodyBytes !== undefined && req.headers['content-length'] === undefined ? maxBodyBytes : Infinity;
    let bytes = 0;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      bytes += chunk.length;
      if (bytes > limit) return fail(AppError.payloadTooLarge());
      if (!upstream.write(chunk)) {
        req.pause();
        upstream.once('drain', () => req.resume());
      }
    });
    req.on('end', () => {
      if (!failed) upstream.end();
    });
  };
  return Object.assign(handler, { close: () => agent.destroy() });
}
export type UpstreamProxy = ReturnType<typeof createUpstreamProxy>;
