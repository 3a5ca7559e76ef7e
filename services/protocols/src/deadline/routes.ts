import Router from '@koa/router';
import {
  DEADLINE_API,
  PROTOCOL_CLOCK_API,
  deadlineBodySchema,
  deadlineIdParamsSchema,
  upcomingDeadlinesQuerySchema,
} from '@linhagem/contracts';
import { read, route, write } from '@linhagem/service-kit';
import { protocolIdParams } from '../protocol/params';
import type { Deps } from '../protocol/service';
import { addDeadline, markDeadlineDone, protocolDeadlines, upcomingDeadlines } from './service';

/** The case's legal clock: deadlines computed on every read, those added by hand, and the office's upcoming ones. */
export function deadlineRoutes(deps: Deps): Router {
  const router = new Router();
  route(
    router,
    {
      method: 'get',
      path: PROTOCOL_CLOCK_API.deadlinesRoute,
      access: read('protocol'),
      params: protocolIdParams,
    },
    ({ params }) => protocolDeadlines(deps, params.id),
  );
  route(
    router,
    {
      method: 'post',
      path: PROTOCOL_CLOCK_API.deadlinesRoute,
      access: write('protocol'),
      params: protocolIdParams,
      body: deadlineBodySchema,
      status: 201,
    },
    ({ params, body }) => addDeadline(deps, params.id, body),
  );
  route(
    router,
    {
      method: 'get',
      path: DEADLINE_API.upcoming,
      access: read('deadline'),
      query: upcomingDeadlinesQuerySchema,
    },
    ({ query, caller }) => upcomingDeadlines(deps, caller, query.days, query.mine === 'true'),
  );
  route(
    router,
    {
      method: 'post',
      path: DEADLINE_API.doneRoute,
      access: write('deadline'),
      params: deadlineIdParamsSchema,
    },
    ({ params, caller }) => markDeadlineDone(deps, caller, params.id),
  );
  return router;
}
