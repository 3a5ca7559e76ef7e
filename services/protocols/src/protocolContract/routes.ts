import Router from '@koa/router';
import { z } from 'zod';
import { objectIdSchema, protocolContractBodySchema } from '@linhagem/contracts';
import { authenticate, requireLevel, validate, type Caller } from '@linhagem/service-kit';
import { protocolIdParams } from '../protocol/params';
import type { Deps } from '../protocol/service';
import { attachContract, getContract, listContracts, removeContract } from './service';

const attachmentParams = z.object({ id: objectIdSchema, contractId: objectIdSchema }).strict();

/** Contracts attached to the clients of a protocol or budget (spec 2 "contract client attach"), under both prefixes. */
export function protocolContractRoutes(deps: Deps, prefix: '/api/protocol' | '/api/budget'): Router {
  const router = new Router({ prefix });
  router.use(authenticate);
  const read = requireLevel('LIMITED');
  const write = requireLevel('NORMAL');
  const caller = (state: Record<string, unknown>) => state.caller as Caller;
  const { connection } = deps;

  router.get('/:id/contract', read, validate({ params: protocolIdParams }), async (ctx) => {
    ctx.body = await listContracts(connection, ctx.state.params.id);
  });
  router.get('/:id/contract/:contractId', read, validate({ params: attachmentParams }), async (ctx) => {
    ctx.body = await getContract(connection, ctx.state.params.id, ctx.state.params.contractId);
  });
  router.post(
    '/:id/contract',
    write,
    validate({ params: protocolIdParams, body: protocolContractBodySchema }),
    async (ctx) => {
      ctx.status = 201;
      ctx.body = await attachContract(deps, caller(ctx.state), ctx.state.params.id, ctx.state.body);
    },
  );
  router.delete('/:id/contract/:contractId', write, validate({ params: attachmentParams }), async (ctx) => {
    await removeContract(connection, caller(ctx.state), ctx.state.params.id, ctx.state.params.contractId);
    ctx.status = 204;
  });
  return router;
}
