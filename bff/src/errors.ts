import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { ERROR_CODES, type ErrorBody } from '@linhagem/contracts';
import { toAppError, type Logger } from '@linhagem/service-kit/core';

const PAGE = (title: string, text: string) => `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>${title}</h1><p>${text}</p><p><a href="/">Recarregar / Reload</a></p></body></html>`;

const INSTABILITY_PAGE = PAGE(
  'Instabilidade / Instability',
  'Ops! Estamos com alguma instabilidade no momento... / Oops! We&#39;re experiencing some instability right now...',
);

/** A page navigation (not an API or script call) gets a page when its host is down, not JSON. */
export const isNavigation = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') && !req.path.startsWith('/api/') && !!req.accepts('html');

/**
 * The BFF's one error answer, for its routes and its proxies: an `AppError` (or what service-kit's `toAppError`
 * knows) becomes `{code, message, details?, requestId}` with its headers, anything else a logged generic 500; a
 * page navigation whose host is down gets a small bilingual page instead.
 */
export function sendError(res: Response, err: unknown, logger: Logger, navigation = false) {
  if (res.headersSent) {
    if (!res.writableEnded) res.end();
    return;
  }
  const { requestId } = res.locals;
  const path = res.req.path;
  const known = toAppError(err);
  if (!known) {
    logger.error('unexpected failure', { requestId, path, error: (err as Error)?.stack ?? String(err) });
  }
  const status = known?.status ?? 500;
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(known?.headers ?? {})) res.setHeader(name, value);
  if ((status === 502 || status === 504) && navigation) {
    return send(res, 'text/html; charset=utf-8', INSTABILITY_PAGE);
  }
  const body: ErrorBody = known
    ? { code: known.code, message: known.message, requestId }
    : { code: ERROR_CODES.internal, message: 'Unexpected failure', requestId };
  if (known?.details !== undefined) body.details = known.details;
  send(res, 'application/json; charset=utf-8', JSON.stringify(body));
}

function send(res: ServerResponse, type: string, text: string) {
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/** Express's end of `sendError`, last in the pipeline. */
export function errorResponder(logger: Logger) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) =>
    sendError(res, err, logger, isNavigation(req));
}
