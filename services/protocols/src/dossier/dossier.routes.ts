import Router from '@koa/router';
import { API_FAMILIES, generateChecklistBodySchema, protocolDossierBodySchema } from '@linhagem/contracts';
import { authenticate, requireRead, requireWrite, validate, type Caller } from '@linhagem/service-kit';
import { protocolIdParams } from '../protocol/params';
import type { Deps } from '../protocol/service';
import { setProtocolDossier } from './setProtocolDossier';
import { generateChecklist } from './generateChecklist';

const caller = (state: Record<string, unknown>) => state.caller as Caller;

/** The protocol's dossier (route, Law 74/2025 exceptions) and the checklist generated from the family tree. */
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
  // the preview reads (LIMITED may look), applying writes
  router.post(
    '/checklist/generate',
    validate({ params: protocolIdParams, body: generateChecklistBodySchema }),
    async (ctx, next) => (ctx.state.body.apply ? write : requireRead('protocol'))(ctx, next),
    async (ctx) => {
      ctx.body = await generateChecklist(deps, caller(ctx.state), ctx.state.params.id, ctx.state.body);
    },
  );
  return router;
}
