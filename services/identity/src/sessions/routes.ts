import Router from '@koa/router';
import { z } from 'zod';
import { authenticate, requireService, validate } from '@linhagem/service-kit';
import { MAX_SESSION_TTL_SECONDS, SESSION_TTL_SECONDS, loginRequestSchema } from '@linhagem/contracts';
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
  const router = new Router({ prefix: '/internal/sessions' });
  router.use(authenticate, requireService);

  router.post('/', validate({ body: openSchema }), async (ctx) => {
    const { username, password, ttlSeconds } = ctx.state.body as z.infer<typeof openSchema>;
    ctx.status = 201;
    ctx.body = await sessions.open(username, password, ttlSeconds);
  });
  router.post('/refresh', validate({ body: refreshSchema }), async (ctx) => {
    ctx.body = await sessions.rotate((ctx.state.body as z.infer<typeof refreshSchema>).refreshToken);
  });
  router.post('/:id/revoke', validate({ params: idParams }), async (ctx) => {
    await sessions.revoke((ctx.state.params as { id: string }).id, 'signed out');
    ctx.status = 204;
  });
  router.get('/:id', validate({ params: idParams }), async (ctx) => {
    ctx.body = await sessions.check((ctx.state.params as { id: string }).id);
  });
  return router;
}
