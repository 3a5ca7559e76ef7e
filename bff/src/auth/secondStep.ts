import express, { type Request, type Response, type Router } from 'express';
import {
  AUTH_ERROR_CODES,
  AUTH_ROUTES,
  ERROR_CODES,
  MAX_JSON_BODY_BYTES,
  secondStepSchema,
  toErrorCode,
  type SessionGrant,
} from '@linhagem/contracts';
import { AppError, assertNoOperators } from '@linhagem/service-kit/core';
import type { BffConfig } from '../config';
import { isSecure } from '../http/requestContext';
import type { LoginLimiter } from '../security/loginLimiter';
import { clearPendingCookie, readPendingCookie } from './cookies';
import type { IdentityClient, SeenFrom } from './identityClient';
import { verifyPendingToken } from './tokens';

type SecondStepDeps = {
  config: BffConfig;
  identity: IdentityClient;
  limiter: LoginLimiter;
  grantSession(res: Response, grant: SessionGrant): void;
  seenFrom(req: Request): SeenFrom;
};

const pendingEnded = () =>
  AppError.unauthenticated('The sign-in has ended; give the password again', {
    code: AUTH_ERROR_CODES.pendingEnded,
  });

/**
 * `POST /login/2fa`: the second step of a sign-in, against the pending cookie `/login` set (docs/adr-auth-and-gateway.md
 * "Second factor"). Wrong codes count with the wrong passwords of the same account and address (loginLimiter.ts);
 * identity ends the pending sign-in at the fifth in a row.
 */
export function secondStepRoutes(
  router: Router,
  { config, identity, limiter, grantSession, seenFrom }: SecondStepDeps,
) {
  const requestId = (res: Response) => res.locals.requestId as string;

  router.post(
    AUTH_ROUTES.loginSecondStep,
    express.json({ limit: MAX_JSON_BODY_BYTES, strict: true }),
    async (req, res) => {
      assertNoOperators(req.body);
      const step = secondStepSchema.parse(req.body ?? {});
      const cookie = readPendingCookie(req, isSecure(res));
      const pending = cookie ? verifyPendingToken(cookie, config.jwtSecret) : undefined;
      if (!pending) {
        clearPendingCookie(res);
        throw pendingEnded();
      }
      const seen = seenFrom(req);
      const wait = await limiter.retryAfter(pending.userName, seen.address);
      if (wait > 0) {
        throw AppError.tooManyRequests('Too many sign-in attempts; try again later', {
          retryAfterSeconds: wait,
        });
      }
      const answer = await identity
        .secondFactor(pending.pendingToken, step, config.refreshTtlSeconds, seen, requestId(res))
        .catch(() => undefined);
      if (!answer || (!answer.ok && answer.status >= 500))
        throw AppError.upstreamUnavailable('Sign-in is unavailable right now');
      if (answer.ok) {
        await limiter.succeeded(pending.userName, seen.address);
        clearPendingCookie(res);
        return grantSession(res, answer.value);
      }
      await limiter.failed(pending.userName, seen.address);
      if (answer.body.code === AUTH_ERROR_CODES.pendingEnded) {
        clearPendingCookie(res);
        throw pendingEnded();
      }
      throw new AppError(answer.status, answer.body.message, {
        code: toErrorCode(answer.body.code, ERROR_CODES.unauthenticated),
      });
    },
  );
  router.all(AUTH_ROUTES.loginSecondStep, (req) => {
    throw AppError.methodNotAllowed(`${req.method} is not allowed on ${req.path}`);
  });
}
