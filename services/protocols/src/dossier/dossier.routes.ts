import Router from '@koa/router';
import { PROTOCOL_API, generateChecklistBodySchema, protocolDossierBodySchema } from '@linhagem/contracts';
import { read, route, write } from '@linhagem/service-kit';
import { protocolIdParams } from '../protocol/params';
import type { Deps } from '../protocol/service';
import { setProtocolDossier } from './setProtocolDossier';
import { generateChecklist } from './generateChecklist';

/** The protocol's dossier (route, Law 74/2025 exceptions) and the checklist generated from the family tree. */
export function dossierRoutes(deps: Deps): Router {
  const router = new Router();
  route(
    router,
    {
      method: 'post',
      path: PROTOCOL_API.dossierRoute,
      access: write('protocol'),
      params: protocolIdParams,
      body: protocolDossierBodySchema,
    },
    ({ params, body, caller }) => setProtocolDossier(deps.connection, caller, params.id, body),
  );
  route(
    router,
    {
      method: 'post',
      path: PROTOCOL_API.checklistGenerateRoute,
      access: read('protocol'),
      params: protocolIdParams,
      body: generateChecklistBodySchema,
    },
    async ({ params, body, caller, ctx }) => {
      // the preview reads (LIMITED may look); applying it writes the checklist, at the family's write level
      if (body.apply) await write('protocol')(ctx);
      return generateChecklist(deps, caller, params.id, body);
    },
  );
  return router;
}
