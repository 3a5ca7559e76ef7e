import Router from '@koa/router';
import {
  CONSULAR_POST_API,
  PROTOCOL_CLOCK_API,
  consularPostBodySchema,
  objectIdSchema,
  queueEntryBodySchema,
  waitingQuerySchema,
} from '@linhagem/contracts';
import { read, route, write } from '@linhagem/service-kit';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import { protocolIdParams } from '../protocol/params';
import { getQueueEntry, listPosts, listWaiting, removePost, savePost, setQueueEntry } from './service';

const postIdParams = z.object({ id: objectIdSchema }).strict();

/** The consulate queue (domain notes, "Italy, queues"): each case's place, the posts, and who waits where. */
export function queueRoutes(connection: Connection): Router {
  const router = new Router();
  route(
    router,
    {
      method: 'get',
      path: PROTOCOL_CLOCK_API.queueRoute,
      access: read('protocol'),
      params: protocolIdParams,
    },
    ({ params }) => getQueueEntry(connection, params.id),
  );
  route(
    router,
    {
      method: 'post',
      path: PROTOCOL_CLOCK_API.queueRoute,
      access: write('protocol'),
      params: protocolIdParams,
      body: queueEntryBodySchema,
    },
    ({ params, body }) => setQueueEntry(connection, params.id, body),
  );
  route(
    router,
    {
      method: 'get',
      path: CONSULAR_POST_API.waiting,
      access: read('consular-post'),
      query: waitingQuerySchema,
    },
    ({ query }) => listWaiting(connection, query),
  );
  route(router, { method: 'get', path: CONSULAR_POST_API.collection, access: read('consular-post') }, () =>
    listPosts(connection),
  );
  route(
    router,
    {
      method: 'post',
      path: CONSULAR_POST_API.collection,
      access: write('consular-post'),
      body: consularPostBodySchema,
      status: 201,
    },
    ({ body }) => savePost(connection, body),
  );
  route(
    router,
    {
      method: 'post',
      path: CONSULAR_POST_API.itemRoute,
      access: write('consular-post'),
      params: postIdParams,
      body: consularPostBodySchema,
    },
    ({ params, body }) => savePost(connection, body, params.id),
  );
  route(
    router,
    {
      method: 'delete',
      path: CONSULAR_POST_API.itemRoute,
      access: write('consular-post'),
      params: postIdParams,
    },
    async ({ params }) => {
      await removePost(connection, params.id);
    },
  );
  return router;
}
