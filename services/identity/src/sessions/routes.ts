import Router from '@koa/router';
import { z } from 'zod';
import { internal, route } from '@linhagem/service-kit';
import {
  IDENTITY_INTERNAL,
  MAX_SESSION_TTL_SECONDS,
  SESSION_TTL_SECONDS,
  loginRequestSchema,
  secondStepSchema,
  webAuthnResponseSchema,
} from '@linhagem/contracts';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { SignIn } from '../signIn/signIn';
import type { SessionService } from './service';

const ttlSeconds = z.number().int().min(60).max(MAX_SESSION_TTL_SECONDS).default(SESSION_TTL_SECONDS);
/** where the attempt came from, as the BFF saw it (the sign-in history) */
const context = {
  address: z.string().max(100).optional(),
  userAgent: z.string().max(1000).optional(),
};
const openSchema = loginRequestSchema.extend({ ttlSeconds, ...context }).strict();
const secondFactorSchema = z
  .object({ pendingToken: z.string().min(10).max(200), step: secondStepSchema, ttlSeconds, ...context })
  .strict();
const pendingToken = z.string().min(10).max(200);
const passkeyOptionsSchema = z.object({ pendingToken: pendingToken.optional() }).strict();
const passkeySchema = z
  .object({ response: webAuthnResponseSchema, pendingToken: pendingToken.optional(), ttlSeconds, ...context })
  .strict();
const refreshSchema = z.object({ refreshToken: z.string().min(10).max(200) }).strict();
const idParams = z.object({ id: z.string().min(1).max(64) });

/** Internal API for the BFF only (a service token); the BFF never proxies /internal from the browser. */
export function sessionRoutes(sessions: SessionService, signIn: SignIn): Router {
  const router = new Router();
  route(
    router,
    { method: 'post', path: IDENTITY_INTERNAL.sessionsPath, access: internal, body: openSchema },
    async ({ body, ctx }) => {
      const { username, password, ttlSeconds: ttl, ...seen } = body;
      const answer = await signIn.withPassword(username, password, ttl, seen);
      // 201: a session; 202: the password was right, a second factor is awaited (no session yet)
      ctx.status = 'twoFactorRequired' in answer ? 202 : 201;
      return answer;
    },
  );
  route(
    router,
    {
      method: 'post',
      path: IDENTITY_INTERNAL.secondFactorPath,
      access: internal,
      body: secondFactorSchema,
      status: 201,
    },
    ({ body }) => {
      const { pendingToken, step, ttlSeconds: ttl, ...seen } = body;
      return signIn.withSecondFactor(pendingToken, step, ttl, seen);
    },
  );
  route(
    router,
    {
      method: 'post',
      path: IDENTITY_INTERNAL.passkeyOptionsPath,
      access: internal,
      body: passkeyOptionsSchema,
    },
    ({ body }) => signIn.passkeyOptions(body.pendingToken),
  );
  route(
    router,
    {
      method: 'post',
      path: IDENTITY_INTERNAL.passkeyPath,
      access: internal,
      body: passkeySchema,
      status: 201,
    },
    ({ body }) => {
      const { response, pendingToken: token, ttlSeconds: ttl, ...seen } = body;
      return signIn.withPasskey(response as unknown as AuthenticationResponseJSON, token, ttl, seen);
    },
  );
  route(
    router,
    { method: 'post', path: IDENTITY_INTERNAL.refreshPath, access: internal, body: refreshSchema },
    ({ body }) => sessions.rotate(body.refreshToken),
  );
  route(
    router,
    { method: 'post', path: IDENTITY_INTERNAL.revokeRoute, access: internal, params: idParams },
    async ({ params }) => {
      await sessions.revoke(params.id, 'signed out');
    },
  );
  route(
    router,
    { method: 'get', path: IDENTITY_INTERNAL.sessionRoute, access: internal, params: idParams },
    ({ params }) => sessions.check(params.id),
  );
  return router;
}
