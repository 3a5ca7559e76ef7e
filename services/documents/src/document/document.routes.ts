import Router from '@koa/router';
import { z } from 'zod';
import {
  DOCUMENT_API,
  documentAuditFilterSchema,
  documentFilterSchema,
  documentReviewSchema,
  documentUploadFieldsSchema,
  documentUploadQuerySchema,
  objectIdSchema,
  paginationQuerySchema,
} from '@linhagem/contracts';
import { AppError, read, route, write } from '@linhagem/service-kit';
import type { DocumentDeps } from '../deps';
import { contentDisposition } from '../serve/contentDisposition';
import { downloadName } from '../serve/downloadName';
import { serveThumbnail } from '../serve/serveThumbnail';
import { auditSignedPdfDownload, signatureSignedAs } from '../signature/signedPdfDownload';
import { caseStorage } from '../storage/caseStorage';
import { openStoredFile } from '../storage/files';
import {
  deleteDocument,
  findDocument,
  findDocumentFile,
  listDocumentAudit,
  listDocuments,
  reviewDocument,
} from './documents';
import { certificateLabelOf, receiveDocument, type ResolvedTarget } from './receiveDocument';

const idParams = z.object({ id: objectIdSchema }).strict();
const contentQuery = z.object({ inline: z.enum(['0', '1']).optional() });

/**
 * `/api/document` (docs/adr-documents.md): the files of a case for staff, LIMITED reads and NORMAL writes (the
 * `document` family). Fixed paths come before `/:id`.
 */
export function documentRoutes({ connection, protocols, maxBytes, caseLimitBytes }: DocumentDeps): Router {
  const router = new Router();

  /** The upload's fields parsed, and protocols asked whether the protocol and certificate take documents. */
  const resolveTarget = async (fields: Record<string, string>): Promise<ResolvedTarget> => {
    const target = documentUploadFieldsSchema.parse(fields);
    const checked = await protocols.documentTarget(target.protocolId, target.certificateId);
    return { ...target, certificateLabel: certificateLabelOf(checked) };
  };

  // `?protocolId=` names the case up front: a full one is refused before the body is read, and the file streams
  // no further than its room left (docs/adr-documents.md "Storage per case"); without it, as before, the case is
  // known from the form's field once the body is read
  route(
    router,
    {
      method: 'post',
      path: DOCUMENT_API.collection,
      access: write('document'),
      status: 201,
      query: documentUploadQuerySchema,
    },
    ({ caller, ctx, query }) =>
      receiveDocument(connection, ctx, {
        maxBytes,
        caseLimitBytes,
        protocolId: query.protocolId,
        sender: { kind: 'STAFF', userId: caller.sub, name: caller.name },
        caller,
        resolveTarget: async (fields) => {
          const target = await resolveTarget(fields);
          if (query.protocolId && target.protocolId !== query.protocolId)
            throw AppError.badRequest('The form names another protocol than the address', {
              details: { field: 'protocolId' },
            });
          return target;
        },
      }),
  );
  route(
    router,
    {
      method: 'post',
      path: DOCUMENT_API.pagination,
      access: read('document'),
      query: paginationQuerySchema,
      body: documentFilterSchema,
    },
    ({ body, query }) => listDocuments(connection, body, query),
  );
  route(
    router,
    {
      method: 'post',
      path: DOCUMENT_API.audit,
      access: read('document'),
      query: paginationQuerySchema,
      body: documentAuditFilterSchema,
    },
    ({ body, query }) => listDocumentAudit(connection, body, query),
  );
  route(
    router,
    {
      method: 'get',
      path: DOCUMENT_API.storageRoute,
      access: read('document'),
      params: z.object({ protocolId: objectIdSchema }).strict(),
    },
    ({ params }) => caseStorage(connection, params.protocolId, caseLimitBytes),
  );
  route(
    router,
    { method: 'get', path: DOCUMENT_API.itemRoute, access: read('document'), params: idParams },
    ({ params }) => findDocument(connection, params.id),
  );
  route(
    router,
    {
      method: 'get',
      path: DOCUMENT_API.contentRoute,
      access: read('document'),
      params: idParams,
      query: contentQuery,
    },
    async ({ params, query, caller, ctx }) => {
      const { document, fileId } = await findDocumentFile(connection, params.id);
      // a signed PDF carries the signers' evidence: who took it is recorded (docs/adr-signatures.md)
      const signature = await signatureSignedAs(connection, document.id);
      if (signature)
        await auditSignedPdfDownload(connection, caller, document, signature, {
          reader: 'staff',
          inline: query.inline === '1',
        });
      ctx.set(
        'Content-Disposition',
        contentDisposition(downloadName(document.fileName, document.contentType), {
          inline: query.inline === '1',
        }),
      );
      ctx.set('X-Content-Type-Options', 'nosniff');
      // a file's contents are personal data: kept by no cache, the browser's and the BFF's included
      ctx.set('Cache-Control', 'no-store');
      // the bytes never change: their hash is their tag
      ctx.etag = document.sha256;
      ctx.type = document.contentType;
      ctx.body = openStoredFile(connection, fileId);
      ctx.length = document.size;
    },
  );
  route(
    router,
    { method: 'get', path: DOCUMENT_API.thumbnailRoute, access: read('document'), params: idParams },
    async ({ params, ctx }) => {
      await serveThumbnail(ctx, connection, await findDocumentFile(connection, params.id));
      // a thumbnail shows the file's contents: personal data, kept by no cache
      ctx.set('Cache-Control', 'no-store');
    },
  );
  route(
    router,
    {
      method: 'post',
      path: DOCUMENT_API.reviewRoute,
      access: write('document'),
      params: idParams,
      body: documentReviewSchema,
    },
    ({ params, body, caller }) => reviewDocument(connection, params.id, body, caller),
  );
  route(
    router,
    { method: 'delete', path: DOCUMENT_API.itemRoute, access: write('document'), params: idParams },
    async ({ params, caller }) => {
      await deleteDocument(connection, params.id, caller);
    },
  );
  return router;
}
