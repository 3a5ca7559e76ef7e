import express, { type Request, type Response, type Router } from 'express';
import {
  AUTH_ERROR_CODES,
  AUTH_ROUTES,
  ERROR_CODES,
  MAX_JSON_BODY_BYTES,
  passkeySignInSchema,
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

type PasskeyDeps = {
  config: BffConfig;
  identity: IdentityClient;
  limiter: LoginLimiter;
  grantSession(res: Response, grant: SessionGrant): void;
  seenFrom(req: Request): SeenFrom;
};

/**
 * A sign-in by passkey alone names no account before identity answers: its failures count under this one name per
 * address (with the address's own limit of the limiter), so guessing at passkeys waits as guessing at passwords does.
 */
const PASSKEY_ACCOUNT = '#passkey';

const SIGN_IN_UNAVAILABLE = 'Sign-in is unavailable right now';
const pendingEnded = () =>
  AppError.unauthenticated('The sign-in has ended; give the password again', {
    code: AUTH_ERROR_CODES.pendingEnded,
  });

/**
 * `POST /login/passkey/options` and `POST /login/passkey` (docs/adr-auth-and-gateway.md "Passkeys"): a passkey signs in
 * alone (both factors), or, with the pending cookie `/login` set, is the second step of that sign-in. Either ends as
 * `/login` does: the same cookies and answer, failures counted with the lockouts.
 */
export function passkeyRoutes(
  router: Router,
  { config, identity, limiter, grantSession, seenFrom }: PasskeyDeps,
) {
  const requestId = (res: Response) => res.locals.requestId as string;
  const json = express.json({ limit: MAX_JSON_BODY_BYTES, strict: true });

  /** The pending sign-in the cookie names, if it is sent and valid; a cookie sent but void ends it. */
  const pendingOf = (req: Request, res: Response) => {
    const cookie = readPendingCookie(req, isSecure(res));
    if (!cookie) return undefined;
    const pending = verifyPendingToken(cookie, config.jwtSecret);
    if (!pending) {
      clearPendingCookie(res);
      throw pendingEnded();
    }
    return pending;
  };

  router.post(AUTH_ROUTES.loginPasskeyOptions, async (req, res) => {
    const pending = pendingOf(req, res);
    const answer = await identity
      .passkeyOptions(pending?.pendingToken, requestId(res))
      .catch(() => undefined);
    if (!answer || (!answer.ok && answer.status >= 500))
      throw AppError.upstreamUnavailable(SIGN_IN_UNAVAILABLE);
    if (!answer.ok) {
      if (answer.body.code === AUTH_ERROR_CODES.pendingEnded) clearPendingCookie(res);
      throw new AppError(answer.status, answer.body.message, {
        code: toErrorCode(answer.body.code, ERROR_CODES.unauthenticated),
      });
    }
    res.set('Cache-Control', 'no-store').json(answer.value);
  });

  router.post(AUTH_ROUTES.loginPasskey, json, async (req, res) => {
    assertNoOperators(req.body);
    const { response } = passkeySignInSchema.parse(req.body ?? {});
    const pending = pendingOf(req, res);
    const account = pending?.userName ?? PASSKEY_ACCOUNT;
    const seen = seenFrom(req);
    const wait = await limiter.retryAfter(account, seen.address);
    if (wait > 0) {
      throw AppError.tooManyRequests('Too many sign-in attempts; try again later', {
        retryAfterSeconds: wait,
      });
    }
    const answer = await identity
      .passkey(response, pending?.pendingToken, config.refreshTtlSeconds, seen, requestId(res))
      .catch(() => undefined);
    if (!answer || (!answer.ok && answer.status >= 500))
      throw AppError.upstreamUnavailable(SIGN_IN_UNAVAILABLE);
    if (answer.ok) {
      await limiter.succeeded(account, seen.address);
      if (pending) clearPendingCookie(res);
      return grantSession(res, answer.value);
    }
    await limiter.failed(account, seen.address);
    if (answer.body.code === AUTH_ERROR_CODES.pendingEnded) {
      clearPendingCookie(res);
      throw pendingEnded();
    }
    throw new AppError(answer.status, answer.body.message, {
      code: toErrorCode(answer.body.code, ERROR_CODES.unauthenticated),
    });
  });

  router.all([AUTH_ROUTES.loginPasskeyOptions, AUTH_ROUTES.loginPasskey], (req) => {
    throw AppError.methodNotAllowed(`${req.method} is not allowed on ${req.path}`);
  });
}
