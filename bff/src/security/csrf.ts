import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { AUTH_ROUTES } from '@linhagem/contracts';
import { AppError } from '@linhagem/service-kit/core';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Why a request that changes state (or rotates the refresh token) is refused, if it is: it must come from our
 * own pages. `protocol` is the one the browser used (http/requestContext.ts).
 */
export function csrfRefusal(req: IncomingMessage, path: string, protocol: string): AppError | undefined {
  const changesState = !SAFE.has(req.method ?? '') || path === AUTH_ROUTES.refresh;
  if (!changesState) return undefined;
  const { origin, host } = req.headers;
  if (origin && origin !== `${protocol}://${host}`) return AppError.csrf('Cross-origin request refused');
  if (req.headers['sec-fetch-site'] === 'cross-site') return AppError.csrf('Cross-site request refused');
  if (req.headers['x-requested-with'] !== 'XMLHttpRequest') {
    return AppError.csrf('Missing X-Requested-With header');
  }
  return undefined;
}

/** `csrfRefusal` in the pipeline, before the sign-in routes and the API. */
export function csrfGuard(req: Request, res: Response, next: NextFunction) {
  const refusal = csrfRefusal(req, req.path, res.locals.protocol);
  if (refusal) throw refusal;
  next();
}
