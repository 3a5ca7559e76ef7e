import Router from '@koa/router';
import { API_FAMILIES, protocolDossierBodySchema } from '@linhagem/contracts';
import { authenticate, requireWrite, validate, type Caller } from '@linhagem/service-kit';
import { protocolIdParams } from '../protocol/params';
import type { Deps } from '../protocol/service';
import { setProtocolDossier } from './setProtocolDossier';

const caller = (state: Record<string, unknown>) => state.caller as Caller;

/** Issue 16: the protocol's dossier (route, exceptions) and the checklist generated from the family tree. */
export function dossierRoutes(deps: Deps): Router {
  const router = new Router({ prefix: `${API_FAMILIES.protocol.prefix}/:id` });
  router.use(authenticate);
  const write = requireWrite('protocol');
  router.post(
    '/dossier',
    write,
    validate({ params: protocolIdParams, body: protocolDossierBodySchema }),
    async (ctx) => {
      ctx.body = await setProtocolDossier(
        deps.connection,
        caller(ctx.state),
        ctx.state.params.id,
        ctx.state.body,
      );
    },
  );
  return router;
}
