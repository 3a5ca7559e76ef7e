import Router from '@koa/router';
import { z } from 'zod';
import { PROTOCOL_KIND_API, objectIdSchema, protocolContractBodySchema } from '@linhagem/contracts';
import { read, route, write } from '@linhagem/service-kit';
import { protocolIdParams } from '../protocol/params';
import type { Deps, Kind } from '../protocol/service';
import { attachContract, getContract, listContracts, removeContract } from './service';

const attachmentParams = z.object({ id: objectIdSchema, contractId: objectIdSchema }).strict();

/** Contracts attached to the clients of a protocol or budget (spec 2 "contract client attach"), under the kind's prefix. */
export function protocolContractRoutes(deps: Deps, kind: Kind): Router {
  const paths = PROTOCOL_KIND_API[kind];
  const router = new Router();
  const { connection } = deps;

  route(
    router,
    { method: 'get', path: paths.contractsRoute, access: read(kind), params: protocolIdParams },
    ({ params }) => listContracts(connection, params.id),
  );
  route(
    router,
    { method: 'get', path: paths.contractRoute, access: read(kind), params: attachmentParams },
    ({ params }) => getContract(connection, params.id, params.contractId),
  );
  route(
    router,
    {
      method: 'post',
      path: paths.contractsRoute,
      access: write(kind),
      params: protocolIdParams,
      body: protocolContractBodySchema,
      status: 201,
    },
    ({ params, body, caller }) => attachContract(deps, caller, params.id, body),
  );
  route(
    router,
    { method: 'delete', path: paths.contractRoute, access: write(kind), params: attachmentParams },
    async ({ params, caller }) => {
      await removeContract(connection, caller, params.id, params.contractId);
    },
  );
  return router;
}
