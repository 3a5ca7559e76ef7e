import type { NextFunction, Request, Response } from 'express';
import { AUTH_ROUTES } from '@linhagem/contracts';
import { AppError } from '@linhagem/service-kit';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A request that changes state (or rotates the refresh token) must come from our own pages. */
export function csrfGuard(req: Request, _res: Response, next: NextFunction) {
  const changesState = !SAFE.has(req.method) || req.path === AUTH_ROUTES.refresh;
  if (!changesState) return next();
  const origin = req.get('origin');
  if (origin && origin !== `${req.protocol}://${req.get('host')}`) {
    throw AppError.csrf('Cross-origin request refused');
  }
  if (req.get('sec-fetch-site') === 'cross-site') {
    throw AppError.csrf('Cross-site request refused');
  }
  if (req.get('x-requested-with') !== 'XMLHttpRequest') {
    throw AppError.csrf('Missing X-Requested-With header');
  }
  next();
}
