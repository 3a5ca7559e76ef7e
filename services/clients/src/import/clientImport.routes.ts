import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { CLIENT_IMPORT_API, importApplyBodySchema, importIdParamsSchema } from '@linhagem/contracts';
import { route, write } from '@linhagem/service-kit';
import { applyClientImport } from './applyClientImport';
import { getImport, listImports } from './listImports';
import { previewClientImport } from './previewClientImport';
import { problemRowsCsv } from './problemRowsCsv';
import { readImportUpload } from './readImportUpload';
import { undoClientImport } from './undoClientImport';

export type ClientImportRoutesOptions = { protocolsUrl?: string; maxImportBytes?: number };

/**
 * Clients from an office's CSV or XLSX (docs/adr-spreadsheet-import.md), every route NORMAL (the route table's
 * `client-import` family). Reads answer `no-store`: the screen polls an apply's progress through the BFF cache.
 */
export function clientImportRoutes(connection: Connection, options: ClientImportRoutesOptions = {}): Router {
  const router = new Router();
  const access = write('client-import');
  route(router, { method: 'get', path: CLIENT_IMPORT_API.collection, access }, ({ ctx }) => {
    ctx.set('Cache-Control', 'no-store');
    return listImports(connection, 'CLIENT');
  });
  route(router, { method: 'post', path: CLIENT_IMPORT_API.preview, access }, async ({ caller, ctx }) =>
    previewClientImport(connection, caller, await readImportUpload(ctx.req, options.maxImportBytes)),
  );
  route(
    router,
    { method: 'get', path: CLIENT_IMPORT_API.problemsRoute, access, params: importIdParamsSchema },
    async ({ caller, params, ctx }) => {
      const { fileName, text } = await problemRowsCsv(connection, caller, params.importId);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.set('Cache-Control', 'no-store');
      ctx.attachment(fileName);
      return text;
    },
  );
  route(
    router,
    { method: 'get', path: CLIENT_IMPORT_API.itemRoute, access, params: importIdParamsSchema },
    ({ params, ctx }) => {
      ctx.set('Cache-Control', 'no-store');
      return getImport(connection, 'CLIENT', params.importId);
    },
  );
  route(
    router,
    {
      method: 'post',
      path: CLIENT_IMPORT_API.applyRoute,
      access,
      params: importIdParamsSchema,
      body: importApplyBodySchema,
    },
    ({ caller, params, body }) => applyClientImport(connection, caller, params.importId, body),
  );
  route(
    router,
    { method: 'post', path: CLIENT_IMPORT_API.undoRoute, access, params: importIdParamsSchema },
    ({ caller, params }) => undoClientImport(connection, caller, params.importId, options.protocolsUrl),
  );
  return router;
}
