import type { IncomingMessage } from 'node:http';
import { parse as parseCookies } from 'cookie';
import type { CookieOptions, Response } from 'express';
import { AUTH_ROUTES } from '@linhagem/contracts';
import { isSecure } from '../http/requestContext';

/**
 * Plain names over HTTP; the `__Host-` prefix (Secure, host-only, path /) over HTTPS. `session` is a non-secret
 * marker that lives as long as the refresh cookie, on every path: it tells `GET /api/autenticacao` that a visitor
 * without a valid access cookie may still refresh (401), where the refresh cookie itself is path-scoped.
 */
export function cookieNames(secure: boolean) {
  return secure
    ? {
        access: '__Host-linhagem_at',
        refresh: '__Host-linhagem_rt',
        session: '__Host-linhagem_s',
        pending: '__Host-linhagem_2fa',
      }
    : { access: 'linhagem_at', refresh: 'linhagem_rt', session: 'linhagem_s', pending: 'linhagem_2fa' };
}

// `__Host-` cookies must use path '/', so the refresh cookie is only path-scoped over plain HTTP.
function refreshPath(secure: boolean): string {
  return secure ? '/' : AUTH_ROUTES.refresh;
}

function base(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure };
}

export function setAuthCookies(
  res: Response,
  tokens: { access: string; refresh: string },
  ttl: { access: number; refresh: number },
) {
  const secure = isSecure(res);
  const names = cookieNames(secure);
  res.cookie(names.access, tokens.access, { ...base(secure), path: '/', maxAge: ttl.access * 1000 });
  res.cookie(names.refresh, tokens.refresh, {
    ...base(secure),
    path: refreshPath(secure),
    maxAge: ttl.refresh * 1000,
  });
  res.cookie(names.session, '1', { ...base(secure), path: '/', maxAge: ttl.refresh * 1000 });
}

export function clearAuthCookies(res: Response) {
  const secure = isSecure(res);
  const names = cookieNames(secure);
  res.clearCookie(names.access, { ...base(secure), path: '/' });
  res.clearCookie(names.refresh, { ...base(secure), path: refreshPath(secure) });
  res.clearCookie(names.session, { ...base(secure), path: '/' });
}

type WithCookies = IncomingMessage & { cookies?: Record<string, string | undefined> };

/** The request's cookies, parsed once (the `cookie` package; the BFF sets no signed or JSON cookies). */
function cookiesOf(req: WithCookies): Record<string, string | undefined> {
  return (req.cookies ??= req.headers.cookie ? parseCookies(req.headers.cookie) : {});
}

/** True when the browser holds a sign-in that a refresh may renew (the session marker). */
export function hasSessionMarker(req: IncomingMessage, secure: boolean): boolean {
  return !!cookiesOf(req)[cookieNames(secure).session];
}

/** The access token: a Bearer header, else the access cookie (its name by `secure`: see cookieNames). */
export function readAccessToken(req: IncomingMessage, secure: boolean): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return cookiesOf(req)[cookieNames(secure).access] || undefined;
}

export function readRefreshToken(req: IncomingMessage, secure: boolean): string | undefined {
  return cookiesOf(req)[cookieNames(secure).refresh] || undefined;
}

// the pending sign-in's cookie goes only to `/login/...` over HTTP (`__Host-` forces `/` over HTTPS); no API reads it
const pendingPath = (secure: boolean) => (secure ? '/' : AUTH_ROUTES.login);

/** The password step's cookie of a two-step sign-in (docs/adr-auth-and-gateway.md "Second factor"). */
export function setPendingCookie(res: Response, value: string, ttlSeconds: number) {
  const secure = isSecure(res);
  res.cookie(cookieNames(secure).pending, value, {
    ...base(secure),
    path: pendingPath(secure),
    maxAge: ttlSeconds * 1000,
  });
}

export function clearPendingCookie(res: Response) {
  const secure = isSecure(res);
  res.clearCookie(cookieNames(secure).pending, { ...base(secure), path: pendingPath(secure) });
}

export function readPendingCookie(req: IncomingMessage, secure: boolean): string | undefined {
  return cookiesOf(req)[cookieNames(secure).pending] || undefined;
}
