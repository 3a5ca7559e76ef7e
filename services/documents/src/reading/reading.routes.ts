import Router from '@koa/router';
import { z } from 'zod';
import {
  READING_API,
  READING_ERROR_CODES,
  applyReadingBodySchema,
  objectIdSchema,
  type AppliedReading,
  type DocumentReading,
} from '@linhagem/contracts';
import { AppError, read, route, write } from '@linhagem/service-kit';
import type { DocumentDeps } from '../deps';
import { findDocument, findDocumentFile } from '../document/documents';
import { readStoredFile } from '../storage/files';
import { READING_MAX_PAGES } from './pageImages';
import { pageViewOf } from './pageView';
import { applyReading } from './applyReading';
import { findReading, toDocumentReading } from './readings';
import { queueReading } from './readingQueue';

const idParams = z.object({ id: objectIdSchema }).strict();
const pageParams = z
  .object({ id: objectIdSchema, page: z.coerce.number().int().min(1).max(READING_MAX_PAGES) })
  .strict();

/**
 * A document's reading for staff (docs/adr-reading.md): `GET` what was read, `POST` reads it again (202, queued;
 * the answer never waits for the OCR), `POST …/apply` writes the accepted values to the case, `GET …/page/{n}` a
 * page read, as a picture to draw the fields' boxes on. LIMITED reads, NORMAL writes, as the `document` family.
 */
export function readingRoutes({
  connection,
  protocols,
}: Pick<DocumentDeps, 'connection' | 'protocols'>): Router {
  const router = new Router();
  route(
    router,
    { method: 'get', path: READING_API.readingRoute, access: read('document'), params: idParams },
    async ({ params, ctx }): Promise<DocumentReading> => {
      ctx.set('Cache-Control', 'no-store');
      return toDocumentReading(await findReading(connection, params.id));
    },
  );
  route(
    router,
    {
      method: 'post',
      path: READING_API.readingRoute,
      access: write('document'),
      params: idParams,
      status: 202,
    },
    async ({ params }): Promise<DocumentReading> => {
      const document = await findDocument(connection, params.id);
      await queueReading(connection, {
        id: document.id,
        protocolId: document.protocolId,
        fromFamily: document.sentBy.kind === 'FAMILY',
      });
      return toDocumentReading(await findReading(connection, params.id));
    },
  );
  route(
    router,
    {
      method: 'post',
      path: READING_API.applyRoute,
      access: write('document'),
      params: idParams,
      body: applyReadingBodySchema,
    },
    ({ params, body }): Promise<AppliedReading> => applyReading(connection, protocols, params.id, body),
  );
  route(
    router,
    { method: 'get', path: READING_API.pageRoute, access: read('document'), params: pageParams },
    async ({ params, ctx }) => {
      const reading = await findReading(connection, params.id);
      if (params.page > (reading.pages?.length ?? 0))
        throw AppError.notFound('This page was not read', { code: READING_ERROR_CODES.pageNotFound });
      const { document, fileId } = await findDocumentFile(connection, params.id);
      const bytes = await pageViewOf(
        await readStoredFile(connection, fileId),
        document.contentType,
        params.page,
      );
      // a page shows the file's contents: personal data, kept by no cache
      ctx.set('Cache-Control', 'no-store');
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.type = 'image/jpeg';
      ctx.body = bytes;
    },
  );
  return router;
}
