import http, { type ClientRequest, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Request, Response } from 'express';
import { createProxyMiddleware, type Plugin } from 'http-proxy-middleware';
import { ERROR_CODES } from '@linhagem/contracts';
import { AppError, type Logger } from '@linhagem/service-kit/core';
import { isNavigation, sendError } from '../errors';

/** A body sent without Content-Length is cut at this many bytes (413); set per request by the API gateway. */
export type UpstreamCall = {
  maxBodyBytes?: number;
  /**
   * The service counts the body too and answers its own 413 on reaching its limit, below `maxBodyBytes`: past
   * that, nothing more is sent it (a write after it closed the connection would lose its answer to a reset) and
   * its answer is awaited, the BFF's 413 only when none comes in time.
   */
  serviceAnswersPastLimit?: boolean;
  /**
   * How long the answer may take once the body has arrived, when longer than the upstream's own `timeoutMs` (an
   * upload whose file the service reads in a worker; the wait for the body's next byte stays `timeoutMs`).
   */
  answerTimeoutMs?: number;
};

export type UpstreamOptions = {
  target: string;
  timeoutMs: number;
  /** names the upstream in failure messages: `The service`, `The page host` */
  what: string;
  logger: Logger;
  /**
   * sees every upstream answer before it is forwarded (invalidation); a function it answers gets the whole body
   * (cache store)
   */
  onAnswer?: (upstream: IncomingMessage, res: Response) => ((body: Buffer) => void) | undefined;
  /** a body `onAnswer` wants is given up past this many bytes (the cache would refuse it) */
  keepMaxBytes?: number;
  /**
   * An API upstream: an error answer that is not our JSON error body (a framework's own `Not Found`, a status
   * text of whatever answered) is replaced by the BFF's own, with the same status.
   */
  ownErrorBodies?: boolean;
  /** the path and query asked upstream, when not the browser's own */
  pathRewrite?: (path: string, req: Request) => string;
  /**
   * `npm run dev`: this upstream's webpack dev server also answers its live-reload WebSocket on `path`
   * (packages/mf-build sets these paths); only that upgrade is passed on, without the browser's credentials.
   */
  webSocket?: { path: string };
};

/** RFC 9110 7.6.1: meaningful for one connection only, never relayed (the proxy's own transfer coding stays). */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'upgrade',
];

const isUpgrade = (req: IncomingMessage) => req.headers.upgrade !== undefined;
const WEBSOCKET = /^websocket$/i;

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

/**
 * The request's headers for the upstream, set on the request before http-proxy copies them (its `proxyReq` event
 * may come after a streamed body has sent them): hop-by-hop ones dropped, the caller named in X-Forwarded-*. The
 * address is the browser's as `TRUST_PROXY` resolves it (Express's `req.ip`): behind a load balancer, the
 * browser's, not the balancer's; what the caller claimed stays in front, and services read the last hop.
 */
function forwardedHeaders(req: Request) {
  const { headers } = req;
  const host = headers.host ?? '';
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  const claimed = (name: string) => (headers[name] ? `${String(headers[name])},` : '');
  const forwarded = {
    'x-forwarded-for': claimed('x-forwarded-for') + (req.ip ?? req.socket.remoteAddress ?? ''),
    'x-forwarded-port':
      claimed('x-forwarded-port') + (/:(\d+)$/.exec(host)?.[1] ?? (encrypted ? '443' : '80')),
    'x-forwarded-proto': claimed('x-forwarded-proto') + (encrypted ? 'https' : 'http'),
    'x-forwarded-host': String(headers['x-forwarded-host'] ?? host),
  };
  for (const name of HOP_BY_HOP) delete headers[name];
  for (const name of Object.keys(headers)) if (name.startsWith('x-forwarded-')) delete headers[name];
  Object.assign(headers, forwarded);
}

type Call = {
  /** answered (or given up): later events of this call change nothing */
  done: boolean;
  timer?: NodeJS.Timeout;
  upstream?: ClientRequest;
  answer?: IncomingMessage;
};

/**
 * One upstream behind http-proxy-middleware (DESIGN "BFF"), with a keep-alive agent of its own. Both bodies stream
 * untouched. No answer within `timeoutMs` → 504, refused or reset → 502, a body past its limit → 413, each
 * answered with the BFF's error body (errors.ts `sendError`; a page navigation gets the instability page); a
 * failure after the answer started cuts the browser's connection. `res.locals.cutUpstream` ends the call early
 * (the shedder's cut).
 */
export function createUpstream(options: UpstreamOptions) {
  const { target, timeoutMs, what, logger, onAnswer, ownErrorBodies, webSocket } = options;
  const keepMaxBytes = options.keepMaxBytes ?? Number.POSITIVE_INFINITY;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 });
  const calls = new WeakMap<IncomingMessage, Call>();

  const answerError = (req: Request, res: Response, error: AppError) =>
    sendError(res, error, logger, isNavigation(req));
  /** The call's end: no more timer; true when it had ended already. */
  const end = (call: Call | undefined) => {
    if (!call || call.done) return true;
    call.done = true;
    clearTimeout(call.timer);
    return false;
  };

  // http-proxy-middleware's own plugins are ejected: they answer errors in their words and log through `debug`
  const plugin: Plugin<Request, Response> = (proxy) => {
    proxy.on('proxyReq', (upstream, req) => {
      const call = calls.get(req);
      if (!call) return;
      if (call.done) return void upstream.destroy();
      call.upstream = upstream;
    });
    proxy.on('proxyRes', (answer, req, res) => {
      const call = calls.get(req);
      if (end(call)) return void answer.resume();
      const status = answer.statusCode ?? 502;
      // answered before the browser finished sending (a service's early 413 or 415 on an upload): the rest of the
      // body is read and dropped while the answer goes out, then the connection is closed, as the service does
      const early = !req.complete;
      if (early) {
        req.unpipe();
        req.resume();
        res.setHeader('Connection', 'close');
        // its request will never end: the connection to the service goes too, once the answer is read
        answer.once('end', () => call?.upstream?.destroy());
      }
      if (ownErrorBodies && status >= 400 && !isJson(answer)) {
        answer.resume();
        const allow = answer.headers.allow;
        if (allow) res.setHeader('Allow', allow);
        // answered here, so the proxy neither copies the headers nor pipes the body
        return answerError(req, res, ownError(status, what));
      }
      if (call) call.answer = answer;
      for (const name of HOP_BY_HOP) delete answer.headers[name];
      delete answer.headers['transfer-encoding'];
      // http-proxy copies the answer's headers over ours: without this it would say keep-alive
      if (early) answer.headers.connection = 'close';
      const keep = onAnswer?.(answer, res);
      if (keep) {
        let chunks: Buffer[] | undefined = [];
        let bytes = 0;
        const collect = (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes <= keepMaxBytes) return void chunks?.push(chunk);
          chunks = undefined;
          answer.off('data', collect);
        };
        answer.on('data', collect);
        answer.on('end', () => chunks && keep(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
      }
    });
    proxy.on('error', (error, req, res) => {
      // an upgrade: nothing is relayed yet, so the browser is told its dev server is not up (yet)
      if (!('writeHead' in res)) {
        return void res.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      }
      if (end(calls.get(req))) return;
      if (res.headersSent) return void res.destroy();
      const known =
        error instanceof AppError ? error : AppError.upstreamUnavailable(`${what} is unavailable`);
      answerError(req, res, known);
    });
    proxy.on('proxyReqWs', (upstream) => {
      upstream.removeHeader('cookie');
      upstream.removeHeader('authorization');
    });
  };

  const proxy = createProxyMiddleware<Request, Response>({
    target,
    agent,
    ...(webSocket && {
      ws: true,
      // an upgrade is passed on only on its dev server's live-reload path; every request is routed by Express
      pathFilter: (path: string, req: Request) =>
        !isUpgrade(req) ||
        (path === webSocket.path && req.method === 'GET' && WEBSOCKET.test(String(req.headers.upgrade))),
    }),
    pathRewrite: options.pathRewrite,
    ejectPlugins: true,
    plugins: [plugin],
  });

  /** Proxies this request; `maxBodyBytes` cuts a body sent without Content-Length (uploads are never buffered). */
  function pass(
    req: Request,
    res: Response,
    { maxBodyBytes, serviceAnswersPastLimit, answerTimeoutMs = timeoutMs }: UpstreamCall = {},
  ) {
    const call: Call = { done: false };
    calls.set(req, call);
    forwardedHeaders(req);
    const cut = (error: AppError) => {
      if (end(call)) return;
      call.upstream?.destroy();
      // what the browser still sends is read and dropped, so it reads the answer instead of a reset
      req.unpipe();
      req.resume();
      if (res.headersSent) res.destroy();
      else answerError(req, res, error);
    };
    res.locals.cutUpstream = cut;
    const waitFor = (ms: number) => {
      clearTimeout(call.timer);
      call.timer = setTimeout(() => cut(AppError.upstreamTimeout(`${what} took too long to answer`)), ms);
    };
    // past the body's limit, the timer is the wait for the service's own 413
    let pastLimit = false;
    waitFor(req.complete ? answerTimeoutMs : timeoutMs);
    // the service's time to answer counts from the body's last byte: a 25 MB upload over a slow link takes longer
    // than that to arrive, and streams all the while; no byte for that long is the same timeout (Node's
    // `requestTimeout` bounds the whole request)
    if (!req.complete) {
      req.on('data', () => call.done || call.timer?.refresh());
      req.once('end', () => call.done || pastLimit || waitFor(answerTimeoutMs));
    }
    // the browser went away first: its upstream call, or the answer still streaming, is dropped with it
    res.once('close', () => {
      if (res.writableFinished) return;
      if (!end(call)) call.upstream?.destroy();
      call.answer?.destroy();
    });
    if (maxBodyBytes !== undefined && req.headers['content-length'] === undefined) {
      let bytes = 0;
      const count = (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes <= maxBodyBytes) return;
        if (!serviceAnswersPastLimit) return cut(AppError.payloadTooLarge());
        req.off('data', count);
        req.unpipe();
        req.pause();
        if (call.done) return;
        pastLimit = true;
        clearTimeout(call.timer);
        call.timer = setTimeout(() => cut(AppError.payloadTooLarge()), timeoutMs);
      };
      req.on('data', count);
    }
    return proxy(req, res, (error?: unknown) => {
      if (error)
        cut(error instanceof AppError ? error : AppError.upstreamUnavailable(`${what} is unavailable`));
    });
  }

  return {
    pass,
    /** `npm run dev`: the server's upgrade, when it is this upstream's live-reload path */
    upgrade: (req: IncomingMessage, socket: Socket, head: Buffer) => proxy.upgrade(req, socket, head),
    close: () => agent.destroy(),
  };
}
export type Upstream = ReturnType<typeof createUpstream>;
