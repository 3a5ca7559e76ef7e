import Router from '@koa/router';
import { z } from 'zod';
import {
  PUBLIC_READING_API,
  READING_ERROR_CODES,
  objectIdSchema,
  readingFeedbackBodySchema,
  type PublicDocumentReading,
} from '@linhagem/contracts';
import { AppError, createLogger, route, toObjectId } from '@linhagem/service-kit';
import type { DocumentDeps } from '../deps';
import { documentModel } from '../document/model';
import { familyAccess, writingFamily } from '../public/familyAccess';
import { findReading, recordFeedback, toPublicDocumentReading } from './readings';

const logger = createLogger('documents');

// the protocol and access code of the path are the access check's, read before these
const documentParams = z.object({ documentId: objectIdSchema }).loose();

/**
 * The family's side (spec 7 "Public portal", docs/adr-reading.md "The family confirms"): what was read of one of
 * its own uploads, and its answer. A staff file, or another protocol's, is refused as if it did not exist.
 */
export function publicReadingRoutes({
  connection,
  protocols,
}: Pick<DocumentDeps, 'connection' | 'protocols'>): Router {
  const router = new Router();
  const family = familyAccess(protocols);
  const writing = writingFamily(family);
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  const familyUpload = async (protocolId: string, documentId: string) => {
    const document = await documentModel(connection)
      .findOne({
        _id: toObjectId(documentId),
        protocol: toObjectId(protocolId),
        'sentBy.kind': 'FAMILY',
        deletedAt: null,
      })
      .lean();
    if (!document)
      throw AppError.notFound('This document was not sent by the family', {
        code: READING_ERROR_CODES.notFamilyUpload,
      });
    return document;
  };

  route(
    router,
    { method: 'get', path: PUBLIC_READING_API.readingRoute, access: family, params: documentParams },
    async ({ caller, params }): Promise<PublicDocumentReading> => {
      await familyUpload(caller.protocolId, params.documentId);
      return toPublicDocumentReading(await findReading(connection, params.documentId));
    },
  );
  route(
    router,
    {
      method: 'post',
      path: PUBLIC_READING_API.feedbackRoute,
      access: writing,
      params: documentParams,
      body: readingFeedbackBodySchema,
    },
    async ({ caller, params, body }): Promise<PublicDocumentReading> => {
      const document = await familyUpload(caller.protocolId, params.documentId);
      // kept on the reading, where the office's Documents tab shows it beside what was read
      const record = await recordFeedback(connection, params.documentId, body);
      // and the office is told; the answer is kept whatever happens next (a notice that fails is only logged)
      await protocols
        .readingFeedback(caller.protocolId, {
          documentId: params.documentId,
          fileName: document.fileName,
          ok: record.feedback?.ok ?? body.ok,
          note: record.feedback?.note ?? null,
        })
        .catch((error: unknown) =>
          logger.error('the office was not told of a family answer about a reading', {
            documentId: params.documentId,
            error: String(error),
          }),
        );
      return toPublicDocumentReading(record);
    },
  );
  return router;
}
