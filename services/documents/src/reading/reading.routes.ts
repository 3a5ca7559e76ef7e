import Router from '@koa/router';
import { z } from 'zod';
import {
  READING_API,
  applyReadingBodySchema,
  objectIdSchema,
  type AppliedReading,
  type DocumentReading,
} from '@linhagem/contracts';
import { read, route, write } from '@linhagem/service-kit';
import type { DocumentDeps } from '../deps';
import { findDocument } from '../document/documents';
import { applyReading } from './applyReading';
import { findReading, toDocumentReading } from './readings';
import { queueReading } from './readingQueue';

const idParams = z.object({ id: objectIdSchema }).strict();

/**
 * A document's reading for staff (docs/adr-reading.md): `GET` what was read, `POST` reads it again (202, queued;
 * the answer never waits for the OCR), `POST …/apply` writes the accepted values to the case. LIMITED reads, NORMAL
 * writes, as the `document` family.
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
  return router;
}
