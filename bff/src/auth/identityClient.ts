import { INTERNAL_TOKEN_HEADER, signServiceToken } from '@linhagem/service-kit/core';
import { ERROR_CODES, type SessionGrant, type SessionUser } from '@linhagem/contracts';

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
    login: (username: string, password: string, ttlSeconds: number, requestId: string) =>
      call<SessionGrant>('POST', '/internal/sessions', requestId, { username, password, ttlSeconds }),
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
