import Router from '@koa/router';
import type { Connection } from 'mongoose';
import {
  CLIENT_IMPORT_API,
  importApplyBodySchema,
  importIdParamsSchema,
  type ImportKind,
  type ImportUndoResult,
} from '@linhagem/contracts';
import { write } from '../access';
import type { Caller } from '../internalAuth';
import { route } from '../route';
import { applyImport, type ImportApplier } from './applyImport';
import { getImport, listImports } from './listImports';
import { previewImport, type AnalyseImport } from './previewImport';
import { problemRowsCsv } from './problemRowsCsv';
import { readImportUpload } from './readImportUpload';

/** A kind's import: its paths and route family, its analysis, its apply and its undo. */
export type ImportRoutesOptions<P> = {
  kind: ImportKind;
  family: 'client-import' | 'protocol-import';
  api: typeof CLIENT_IMPORT_API;
  analyse: AnalyseImport;
  /** the kind's apply for the caller */
  applier: (caller: Caller) => ImportApplier<P>;
  undo: (caller: Caller, importId: string) => Promise<ImportUndoResult>;
  maxImportBytes?: number;
  maxImportRows?: number;
};

/**
 * An import's routes (docs/adr-spreadsheet-import.md), every one NORMAL (the route table's family). Reads answer
 * `no-store`: the screen polls an apply's progress through the BFF cache.
 */
export function importRoutes<P>(connection: Connection, options: ImportRoutesOptions<P>): Router {
  const { kind, api, analyse } = options;
  const router = new Router();
  const access = write(options.family);
  route(router, { method: 'get', path: api.collection, access }, ({ ctx }) => {
    ctx.set('Cache-Control', 'no-store');
    return listImports(connection, kind);
  });
  route(router, { method: 'post', path: api.preview, access }, async ({ caller, ctx }) => {
    const upload = await readImportUpload(ctx.req, options.maxImportBytes);
    return previewImport(connection, caller, kind, upload, analyse, options.maxImportRows);
  });
  route(
    router,
    { method: 'get', path: api.problemsRoute, access, params: importIdParamsSchema },
    async ({ caller, params, ctx }) => {
      const { fileName, text } = await problemRowsCsv(
        connection,
        caller,
        kind,
        params.importId,
        async (stored) => (await analyse(stored)).problems,
      );
      ctx.type = 'text/csv; charset=utf-8';
      ctx.set('Cache-Control', 'no-store');
      ctx.attachment(fileName);
      return text;
    },
  );
  route(
    router,
    { method: 'get', path: api.itemRoute, access, params: importIdParamsSchema },
    ({ params, ctx }) => {
      ctx.set('Cache-Control', 'no-store');
      return getImport(connection, kind, params.importId);
    },
  );
  route(
    router,
    {
      method: 'post',
      path: api.applyRoute,
      access,
      params: importIdParamsSchema,
      body: importApplyBodySchema,
    },
    ({ caller, params, body }) =>
      applyImport(connection, caller, kind, params.importId, body, options.applier(caller)),
  );
  route(
    router,
    { method: 'post', path: api.undoRoute, access, params: importIdParamsSchema },
    ({ caller, params }) => options.undo(caller, params.importId),
  );
  return router;
}
