import Router from '@koa/router';
import { z } from 'zod';
import { read, route, write } from '@linhagem/service-kit';
import {
  USER_API,
  paginationQuerySchema,
  userCreateSchema,
  userFilterSchema,
  userUpdateSchema,
} from '@linhagem/contracts';
import { toUser } from './model';
import type { UserService } from './service';

const idParams = z.object({ id: z.string().min(1).max(64) });

/** /api/user: the user family's levels, administrators only (spec 6). */
export function userRoutes(users: UserService): Router {
  const router = new Router();
  route(
    router,
    {
      method: 'post',
      path: USER_API.pagination,
      access: read('user'),
      query: paginationQuerySchema,
      body: userFilterSchema,
    },
    ({ body, query }) => users.list(body, query),
  );
  route(
    router,
    { method: 'post', path: USER_API.collection, access: write('user'), body: userCreateSchema, status: 201 },
    ({ body }) => users.create(body),
  );
  route(
    router,
    { method: 'get', path: USER_API.itemRoute, access: read('user'), params: idParams },
    async ({ params }) => toUser(await users.find(params.id)),
  );
  route(
    router,
    { method: 'post', path: USER_API.deactivateRoute, access: write('user'), params: idParams },
    ({ params }) => users.deactivate(params.id),
  );
  route(
    router,
    {
      method: 'post',
      path: USER_API.itemRoute,
      access: write('user'),
      params: idParams,
      body: userUpdateSchema,
    },
    ({ params, body, caller }) => users.update(params.id, body, caller),
  );
  return router;
}
