import Router from '@koa/router';
import { z } from 'zod';
import { authenticate, requireRead, requireWrite, validate, type Caller } from '@linhagem/service-kit';
import {
  API_FAMILIES,
  paginationQuerySchema,
  userCreateSchema,
  userFilterSchema,
  userUpdateSchema,
  type PaginationQuery,
  type UserCreate,
  type UserFilter,
  type UserUpdate,
} from '@linhagem/contracts';
import { toUser } from './model';
import type { UserService } from './service';

const idParams = z.object({ id: z.string().min(1).max(64) });
type IdParams = z.infer<typeof idParams>;

/** /api/user: the user family's levels, administrators only (spec 6). */
export function userRoutes(users: UserService): Router {
  const router = new Router({ prefix: API_FAMILIES.user.prefix });
  router.use(authenticate, requireRead('user'));
  const write = requireWrite('user');

  router.post(
    '/pagination',
    validate({ query: paginationQuerySchema, body: userFilterSchema }),
    async (ctx) => {
      ctx.body = await users.list(ctx.state.body as UserFilter, ctx.state.query as PaginationQuery);
    },
  );
  router.post('/', write, validate({ body: userCreateSchema }), async (ctx) => {
    ctx.status = 201;
    ctx.body = await users.create(ctx.state.body as UserCreate);
  });
  router.get('/:id', validate({ params: idParams }), async (ctx) => {
    ctx.body = toUser(await users.find((ctx.state.params as IdParams).id));
  });
  router.post('/:id/deactivate', write, validate({ params: idParams }), async (ctx) => {
    ctx.body = await users.deactivate((ctx.state.params as IdParams).id);
  });
  router.post('/:id', write, validate({ params: idParams, body: userUpdateSchema }), async (ctx) => {
    const { id } = ctx.state.params as IdParams;
    ctx.body = await users.update(id, ctx.state.body as UserUpdate, ctx.state.caller as Caller);
  });
  return router;
}
