import Router from '@koa/router';
import mongoose, { type Connection } from 'mongoose';
import {
  DOCUMENTS_PERSONAL_DATA_INTERNAL,
  documentsOfCertificatesBodySchema,
  type DocumentsOfCertificates,
} from '@linhagem/contracts';
import { internal, route } from '@linhagem/service-kit';
import { documentModel } from './model';

/**
 * Asked by services/clients for a client's LGPD export (docs/adr-lgpd.md): the records of the files of the client's
 * certificates, with their SHA-256, as plain JSON.
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
      return { documents: documents.map((d) => JSON.parse(JSON.stringify(d)) as Record<string, unknown>) };
    },
  );
  return router;
}
