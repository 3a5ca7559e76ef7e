import Router from '@koa/router';
import { z } from 'zod';
import { PROTOCOL_API, objectIdSchema, pixAmountQuerySchema, pixIssueBodySchema } from '@linhagem/contracts';
import { route, write } from '@linhagem/service-kit';
import { findProtocol, type Deps } from '../protocol/service';
import { casePixCode, issuePixCode, listPixCodes } from './service';

const params = z.object({ id: objectIdSchema }).strict();

/**
 * The case's Pix codes (shared/domain/brazilian-records-and-pix.md "Pix and the BR Code"): NORMAL and above, as
 * cash entries are written, for budgets and protocols alike (a budget's quote carries one too).
 */
export function pixRoutes(deps: Deps): Router {
  const router = new Router();
  // computes a code for any amount staff type and writes nothing: a read, at the writers' level
  route(
    router,
    {
      method: 'get',
      path: PROTOCOL_API.pixRoute,
      access: write('cash-entry'),
      params,
      query: pixAmountQuerySchema,
    },
    async ({ params, query }) =>
      casePixCode(deps.remotes, await findProtocol(deps.connection, params.id), query.amount),
  );
  route(
    router,
    {
      method: 'post',
      path: PROTOCOL_API.pixRoute,
      access: write('cash-entry'),
      params,
      body: pixIssueBodySchema,
      status: 201,
    },
    async ({ params, body, caller }) =>
      issuePixCode(deps, caller, await findProtocol(deps.connection, params.id), body.amount),
  );
  route(
    router,
    { method: 'get', path: PROTOCOL_API.pixCodesRoute, access: write('cash-entry'), params },
    async ({ params }) => listPixCodes(deps.connection, await findProtocol(deps.connection, params.id)),
  );
  return router;
}
