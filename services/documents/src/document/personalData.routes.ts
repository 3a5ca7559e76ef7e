import Router from '@koa/router';
import mongoose, { type Connection } from 'mongoose';
import { z } from 'zod';
import {
  DOCUMENTS_PERSONAL_DATA_INTERNAL,
  documentsOfCertificatesBodySchema,
  objectIdText,
  type DocumentsOfCertificates,
} from '@linhagem/contracts';
import { AppError, internal, route } from '@linhagem/service-kit';
import { downloadName } from '../serve/downloadName';
import { openStoredFile } from '../storage/files';
import { documentModel } from './model';

const documentParams = z.object({ documentId: objectIdText('Not an id') });

/**
 * Asked by services/clients for a client's LGPD export (docs/adr-lgpd.md): the records of the files of the client's
 * certificates, with their SHA-256 and the name each downloads under, as plain JSON; and the bytes of each one,
 * streamed.
 */
export function personalDataRoutes(connection: Connection): Router {
  const router = new Router();
  route(
    router,
    {
      method: 'post',
      path: DOCUMENTS_PERSONAL_DATA_INTERNAL.byCertificatesPath,
      access: internal,
      body: documentsOfCertificatesBodySchema,
    },
    async ({ body }): Promise<DocumentsOfCertificates> => {
      if (body.certificateIds.length === 0) return { documents: [] };
      const ids = body.certificateIds.map((id) => new mongoose.Types.ObjectId(id));
      const documents = await documentModel(connection)
        .find({ certificate: mongoose.trusted({ $in: ids }) })
        .sort({ sentAt: 1 })
        .lean();
      // each with the name its bytes download under (`recibo.html` that is a PDF: `recibo.pdf`), for the ZIP's entry
      return {
        documents: documents.map((d) => ({
          ...(JSON.parse(JSON.stringify(d)) as Record<string, unknown>),
          downloadName: downloadName(d.fileName, d.contentType),
        })),
      };
    },
  );
  route(
    router,
    {
      method: 'get',
      path: DOCUMENTS_PERSONAL_DATA_INTERNAL.fileRoute,
      access: internal,
      params: documentParams,
    },
    async ({ ctx, params }) => {
      const document = await documentModel(connection).findById(params.documentId).lean();
      if (!document || document.deletedAt) throw AppError.notFound('Document not found');
      ctx.type = document.contentType;
      ctx.length = document.size;
      ctx.body = openStoredFile(connection, document.file);
    },
  );
  return router;
}
