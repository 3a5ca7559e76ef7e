import { INTERNAL_TOKEN_HEADER, signServiceToken } from '@linhagem/service-kit/core';
import {
  ERROR_CODES,
  IDENTITY_INTERNAL,
  type PendingSignIn,
  type SecondStep,
  type SessionGrant,
  type SessionUser,
} from '@linhagem/contracts';

/** Where a sign-in attempt came from, for identity's sign-in history. */
export type SeenFrom = { address: string; userAgent?: string };

export type IdentityAnswer<T> =
  { ok: true; value: T } | { ok: false; status: number; body: { code: string; message: string } };

/** The identity service's internal session API, called with a service token (never reachable from the browser). */
export function createIdentityClient(baseUrl: string, timeoutMs: number) {
  let token: { value: string; until: number } | undefined;
  const serviceToken = () => {
    if (!token || token.until < Date.now())
      token = { value: signServiceToken('bff'), until: Date.now() + 30_000 };
    return token.value;
  };

  async function call<T>(
    method: string,
    path: string,
    requestId: string,
    body?: unknown,
  ): Promise<IdentityAnswer<T>> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        [INTERNAL_TOKEN_HEADER]: serviceToken(),
        'x-request-id': requestId,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    const parsed = text ? JSON.parse(text) : undefined;
    if (response.ok) return { ok: true, value: parsed as T };
    return {
      ok: false,
      status: response.status,
      body: parsed ?? { code: ERROR_CODES.upstreamError, message: 'Identity answered without a body' },
    };
  }

  return {
    /** 201 a session, or 202 a pending sign-in when the user has a second factor */
    login: (username: string, password: string, ttlSeconds: number, seen: SeenFrom, requestId: string) =>
      call<SessionGrant | PendingSignIn>('POST', IDENTITY_INTERNAL.sessionsPath, requestId, {
        username,
        password,
        ttlSeconds,
        ...seen,
      }),
    secondFactor: (
      pendingToken: string,
      step: SecondStep,
      ttlSeconds: number,
      seen: SeenFrom,
      requestId: string,
    ) =>
      call<SessionGrant>('POST', IDENTITY_INTERNAL.secondFactorPath, requestId, {
        pendingToken,
        step,
        ttlSeconds,
        ...seen,
      }),
    /** WebAuthn authentication options; for the pending sign-in's user when `pendingToken` is given */
    passkeyOptions: (pendingToken: string | undefined, requestId: string) =>
      call<unknown>(
        'POST',
        IDENTITY_INTERNAL.passkeyOptionsPath,
        requestId,
        pendingToken ? { pendingToken } : {},
      ),
    /** a passkey's answer: a session (alone, or as the pending sign-in's second step) */
    passkey: (
      response: unknown,
      pendingToken: string | undefined,
      ttlSeconds: number,
      seen: SeenFrom,
      requestId: string,
    ) =>
      call<SessionGrant>('POST', IDENTITY_INTERNAL.passkeyPath, requestId, {
        response,
        ...(pendingToken ? { pendingToken } : {}),
        ttlSeconds,
        ...seen,
      }),
    refresh: (refreshToken: string, requestId: string) =>
      call<SessionGrant>('POST', '/internal/sessions/refresh', requestId, { refreshToken }),
    revoke: (sessionId: string, requestId: string) =>
      call<void>('POST', `/internal/sessions/${encodeURIComponent(sessionId)}/revoke`, requestId),
    check: (sessionId: string, requestId: string) =>
      call<{ active: boolean; user: SessionUser }>(
        'GET',
        `/internal/sessions/${encodeURIComponent(sessionId)}`,
        requestId,
      ),
  };
}
export type IdentityClient = ReturnType<typeof createIdentityClient>;
