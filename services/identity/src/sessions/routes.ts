import Router from '@koa/router';
import { z } from 'zod';
import { internal, route } from '@linhagem/service-kit';
import {
  IDENTITY_INTERNAL,
  MAX_SESSION_TTL_SECONDS,
  SESSION_TTL_SECONDS,
  loginRequestSchema,
} from '@linhagem/contracts';
import type { SessionService } from './service';

const openSchema = loginRequestSchema
  .extend({
    ttlSeconds: z.number().int().min(60).max(MAX_SESSION_TTL_SECONDS).default(SESSION_TTL_SECONDS),
  })
  .strict();
const refreshSchema = z.object({ refreshToken: z.string().min(10).max(200) }).strict();
const idParams = z.object({ id: z.string().min(1).max(64) });

/** Internal API for the BFF only (a service token); the BFF never proxies /internal from the browser. */
export function sessionRoutes(sessions: SessionService): Router {
  const router = new Router();
  route(
    router,
    { method: 'post', path: IDENTITY_INTERNAL.sessionsPath, access: internal, body: openSchema, status: 201 },
    ({ body }) => sessions.open(body.username, body.password, body.ttlSeconds),
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
