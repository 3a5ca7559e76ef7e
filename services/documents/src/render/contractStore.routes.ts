import Router from '@koa/router';
import { z } from 'zod';
import { DOSSIER_EXPORT_API, objectIdSchema, renderBodySchema } from '@linhagem/contracts';
import { route, write } from '@linhagem/service-kit';
import type { DocumentDeps } from '../deps';
import { renderSources, type RenderSourceUrls } from './renderSources';
import { renderTemplatePdf } from './renderTemplatePdf';
import { storeRenderedPdf } from './storeRenderedPdf';

const idParams = z.object({ id: objectIdSchema }).strict();

/**
 * `POST /api/contract/{id}/store` (docs/adr-dossier-export.md): the contract rendered as `…/render` renders it and
 * kept with the protocol as a document `OTHER`, answering it (201). A write of the case's documents: NORMAL. A
 * route of its own, not a flag on `…/render`: the render is a read (LIMITED), this one writes.
 */
export function contractStoreRoutes(
  { connection, protocols }: DocumentDeps,
  urls: RenderSourceUrls = {},
): Router {
  const sources = renderSources(urls);
  const router = new Router();
  route(
    router,
    {
      method: 'post',
      path: DOSSIER_EXPORT_API.contractStoreRoute,
      access: write('document'),
      params: idParams,
      body: renderBodySchema,
      status: 201,
    },
    async ({ params, body, caller }) => {
      // the protocol takes documents (404 unknown, 409 a budget) before anything is drawn
      await protocols.documentTarget(body.protocolId);
      const { bytes, fileName } = await renderTemplatePdf(
        sources,
        'contract',
        params.id,
        body,
        body.language,
      );
      return storeRenderedPdf(connection, { protocolId: body.protocolId, bytes, fileName }, caller);
    },
  );
  return router;
}
