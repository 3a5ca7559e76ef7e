import Router from '@koa/router';
import type { Connection } from 'mongoose';
import {
  CLIENT_API,
  MAX_GEDCOM_BYTES,
  gedcomApplyBodySchema,
  gedcomExportQuerySchema,
} from '@linhagem/contracts';
import { read, route, write } from '@linhagem/service-kit';
import { z } from 'zod';
import { clientIdParamsSchema } from '../client/schema';
import { applyGedcom } from './applyGedcom';
import { exportGedcom } from './exportGedcom';
import { previewGedcom } from './previewGedcom';
import { readGedcomUpload } from './readGedcomUpload';

export type GedcomRoutesOptions = { maxGedcomBytes?: number };

const importParamsSchema = z.object({ importId: z.uuid() });

/** The family tree in and out (docs/adr-gedcom.md): preview and apply write (NORMAL), the export reads (LIMITED). */
export function gedcomRoutes(
  connection: Connection,
  { maxGedcomBytes = MAX_GEDCOM_BYTES }: GedcomRoutesOptions = {},
): Router {
  const router = new Router();
  route(
    router,
    { method: 'post', path: CLIENT_API.gedcomPreview, access: write('client') },
    async ({ caller, ctx }) => previewGedcom(connection, caller, await readGedcomUpload(ctx, maxGedcomBytes)),
  );
  route(
    router,
    {
      method: 'post',
      path: CLIENT_API.gedcomApplyRoute,
      access: write('client'),
      params: importParamsSchema,
      body: gedcomApplyBodySchema,
    },
    ({ caller, params, body }) => applyGedcom(connection, caller, params.importId, body),
  );
  route(
    router,
    {
      method: 'get',
      path: CLIENT_API.gedcomExportRoute,
      access: read('client'),
      params: clientIdParamsSchema,
      query: gedcomExportQuerySchema,
    },
    async ({ params, query, ctx }) => {
      const { fileName, text } = await exportGedcom(connection, params.id, query.generations);
      ctx.type = 'text/vnd.familysearch.gedcom; charset=utf-8';
      ctx.attachment(fileName);
      return text;
    },
  );
  return router;
}
