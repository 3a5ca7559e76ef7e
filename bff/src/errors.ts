import type { Request, Response } from 'express';
import type { ErrorBody } from '@linhagem/contracts';

/** Answers `{code, message, details?, requestId}` unless the answer has already started. */
export function sendError(
  res: Response,
  status: number,
  code: string,
  message: string,
  details?: unknown,
): void {
  if (res.headersSent) {
    if (!res.writableEnded) res.end();
    return;
  }
  const body: ErrorBody = { code, message, requestId: res.locals.requestId as string | undefined };
  if (details !== undefined) body.details = details;
  res.status(status).set('Cache-Control', 'no-store').json(body);
}

const PAGE = (title: string, text: string) => `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>${title}</h1><p>${text}</p><p><a href="/">Recarregar / Reload</a></p></body></html>`;

/** A frontend host that is down: a small bilingual page for navigations, JSON for API-style callers. */
export function sendUpstreamPage(req: Request, res: Response, status: 502 | 504, code: string): void {
  if (res.headersSent) {
    if (!res.writableEnded) res.end();
    return;
  }
  if (req.path.startsWith('/api/') || !req.accepts('html')) {
    sendError(
      res,
      status,
      code,
      status === 504 ? 'The upstream took too long' : 'The upstream is unavailable',
    );
    return;
  }
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .type('html')
    .send(
      PAGE(
        'Instabilidade / Instability',
        'Ops! Estamos com alguma instabilidade no momento... / Oops! We&#39;re experiencing some instability right now...',
      ),
    );
}
