import Router from '@koa/router';
import { PROTOCOL_API, buildLineage, type Lineage } from '@linhagem/contracts';
import { read, route } from '@linhagem/service-kit';
import { protocolIdParams } from '../protocol/params';
import type { Deps } from '../protocol/service';
import { readChecklistTree } from '../checklist/tree';

/** The checklist's line of descent as the chart draws it: the checklist tree, its clients and its warnings. */
export function lineageRoutes(deps: Pick<Deps, 'connection' | 'remotes'>): Router {
  const router = new Router();
  route(
    router,
    {
      method: 'get',
      path: PROTOCOL_API.lineageRoute,
      access: read('certificate'),
      params: protocolIdParams,
    },
    async ({ params }): Promise<Lineage> => {
      const { tree, clients } = await readChecklistTree(deps.connection, deps.remotes, params.id);
      return buildLineage({
        protocolId: params.id,
        persons: tree.persons,
        warnings: tree.warnings,
        clients,
        warningsUnavailable: tree.warningsUnavailable,
      });
    },
  );
  return router;
}
