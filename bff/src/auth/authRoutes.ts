import express, { type NextFunction, type Request, type Response, Router } from 'express';
import {
  AUTH_ERROR_CODES,
  ERROR_CODES,
  AUTH_ROUTES,
  MAX_JSON_BODY_BYTES,
  PENDING_SIGN_IN_SECONDS,
  loginRequestSchema,
  toErrorCode,
  type PendingSignIn,
  type SessionGrant,
} from '@linhagem/contracts';
import { AppError, assertNoOperators } from '@linhagem/service-kit/core';
import type { BffConfig } from '../config';
import type { LoginLimiter } from '../security/loginLimiter';
import {
  clearAuthCookies,
  clearPendingCookie,
  setPendingCookie,
  hasSessionMarker,
  readAccessToken,
  readRefreshToken,
  setAuthCookies,
} from './cookies';
import { isSecure } from '../http/requestContext';
import type { IdentityClient } from './identityClient';
import type { SessionResolver } from './sessionResolver';
import { signAccessToken, signPendingToken, verifyAccessToken } from './tokens';
import { secondStepRoutes } from './secondStep';
import { passkeyRoutes } from './passkeySignIn';

export const SIGN_IN_UNAVAILABLE = 'Sign-in is unavailable right now';
const IDENTITY_UNAVAILABLE = 'Identity is unavailable';

export type AuthDeps = {
  config: BffConfig;
  identity: IdentityClient;
  sessions: SessionResolver;
  limiter: LoginLimiter;
};

/** /login, /logout, /api/autenticacao and /api/refresh-token: the only routes the BFF answers itself. */
export function authRoutes({ config, identity, sessions, limiter }: AuthDeps): Router {
  const router = Router();
  const ttl = { access: config.accessTtlSeconds, refresh: config.refreshTtlSeconds };
  const requestId = (res: Response) => res.locals.requestId as string;

  const grantSession = (res: Response, grant: SessionGrant) => {
    const { user } = grant;
    const access = signAccessToken(
      {
        sub: user.id,
        sid: grant.sessionId,
        userName: user.userName,
        name: user.name,
        typeUser: user.typeUser,
      },
      config.jwtSecret,
      config.accessTtlSeconds,
    );
    setAuthCookies(res, { access, refresh: grant.refreshToken }, ttl);
    res.set('Cache-Control', 'no-store').json(user);
  };
  const seenFrom = (req: Request) => ({
    address: req.ip ?? 'unknown',
    userAgent: req.headers['user-agent']?.slice(0, 1000),
  });

  router.post(
    AUTH_ROUTES.login,
    express.json({ limit: MAX_JSON_BODY_BYTES, strict: true }),
    async (req, res) => {
      assertNoOperators(req.body); // refused like a service refuses them
      const { username, password } = loginRequestSchema.parse(req.body ?? {});
      const address = req.ip ?? 'unknown';
      const wait = await limiter.retryAfter(username, address);
      if (wait > 0) {
        throw AppError.tooManyRequests('Too many sign-in attempts; try again later', {
          retryAfterSeconds: wait,
        });
      }
      const answer = await identity
        .login(username, password, config.refreshTtlSeconds, seenFrom(req), requestId(res))
        .catch(() => undefined);
      if (!answer) throw AppError.upstreamUnavailable(SIGN_IN_UNAVAILABLE);
      if (answer.ok) {
        const { value } = answer;
        // a right password alone forgets no failure when a second factor follows: else a guesser holding the
        // password would get a fresh allowance of codes with each sign-in (secondStep.ts forgets them)
        if ('twoFactorRequired' in value) return startSecondStep(res, value);
        await limiter.succeeded(username, address);
        return grantSession(res, value);
      }
      if (answer.status === 401 || answer.status === 403) {
        await limiter.failed(username, address);
        throw new AppError(answer.status, answer.body.message, {
          code: toErrorCode(answer.body.code, ERROR_CODES.unauthenticated),
        });
      }
      throw AppError.upstreamUnavailable(SIGN_IN_UNAVAILABLE);
    },
  );

  /** 200 `{ twoFactorRequired, methods }` and the pending cookie: no session, no access to any API yet. */
  const startSecondStep = (res: Response, pending: PendingSignIn) => {
    const { pendingToken, userName, methods } = pending;
    const cookie = signPendingToken({ pendingToken, userName }, config.jwtSecret, PENDING_SIGN_IN_SECONDS);
    setPendingCookie(res, cookie, PENDING_SIGN_IN_SECONDS);
    res.set('Cache-Control', 'no-store').json({ twoFactorRequired: true, methods });
  };

  secondStepRoutes(router, { config, identity, limiter, grantSession, seenFrom });
  passkeyRoutes(router, { config, identity, limiter, grantSession, seenFrom });

  router.post(AUTH_ROUTES.logout, async (req, res) => {
    const token = readAccessToken(req, isSecure(res));
    const claims = token ? verifyAccessToken(token, config.jwtSecret, { ignoreExpiration: true }) : undefined;
    const refresh = readRefreshToken(req, isSecure(res));
    const sessionId = claims?.sid ?? refresh?.split('.')[0];
    if (sessionId) {
      sessions.forget(sessionId);
      await identity.revoke(sessionId, requestId(res)).catch(() => undefined);
    }
    clearAuthCookies(res);
    clearPendingCookie(res);
    res.set('Cache-Control', 'no-store').status(204).end();
  });

  router.get(AUTH_ROUTES.currentUser, async (req, res) => {
    const resolved = await sessions.resolve(readAccessToken(req, isSecure(res)), requestId(res));
    if (resolved.kind === 'unavailable') throw AppError.upstreamUnavailable(IDENTITY_UNAVAILABLE);
    // spec 7: signed out, the result is null; an expired access cookie beside a live sign-in is a 401 to refresh
    if (resolved.kind === 'anonymous' && !hasSessionMarker(req, isSecure(res))) {
      return res.set('Cache-Control', 'no-store').json(null);
    }
    if (resolved.kind !== 'user') throw AppError.unauthenticated();
    res.set('Cache-Control', 'no-store').json(resolved.user);
  });

  router.get(AUTH_ROUTES.refresh, async (req, res) => {
    const refresh = readRefreshToken(req, isSecure(res));
    if (!refresh)
      throw AppError.unauthenticated('No session to refresh', { code: AUTH_ERROR_CODES.sessionInvalid });
    const answer = await identity.refresh(refresh, requestId(res)).catch(() => undefined);
    if (!answer) throw AppError.upstreamUnavailable(IDENTITY_UNAVAILABLE);
    if (answer.ok) {
      sessions.forget(answer.value.sessionId);
      return grantSession(res, answer.value);
    }
    const revoked = (answer.body as { details?: { sessionId?: string } }).details?.sessionId;
    if (revoked) sessions.forget(revoked);
    if (answer.status >= 500) throw AppError.upstreamUnavailable(IDENTITY_UNAVAILABLE);
    clearAuthCookies(res);
    throw AppError.unauthenticated(answer.body.message, {
      code: toErrorCode(answer.body.code, ERROR_CODES.unauthenticated),
    });
  });

  // another method on these paths is answered here, not by the gateway's 404; GET /login and /logout are pages
  const refuseOtherMethods =
    (allow: string, pages = false) =>
    (req: Request, res: Response, next: NextFunction) => {
      if (pages && (req.method === 'GET' || req.method === 'HEAD')) return next();
      res.set('Allow', allow);
      throw AppError.methodNotAllowed(`${req.method} is not allowed on ${req.path}`);
    };
  router.all([AUTH_ROUTES.currentUser, AUTH_ROUTES.refresh], refuseOtherMethods('GET, HEAD'));
  router.all([AUTH_ROUTES.login, AUTH_ROUTES.logout], refuseOtherMethods('GET, HEAD, POST', true));

  return router;
}
