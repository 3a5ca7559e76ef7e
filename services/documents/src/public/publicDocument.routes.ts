import Router from '@koa/router';
import { z } from 'zod';
import {
  DOCUMENT_ERROR_CODES,
  PUBLIC_DOCUMENT_API,
  objectIdSchema,
  publicDocumentUploadFieldsSchema,
  type PublicDocumentList,
} from '@linhagem/contracts';
import { AppError, createLogger, route, type Caller } from '@linhagem/service-kit';
import type { DocumentDeps } from '../deps';
import { certificateLabelOf, receiveDocument, type ResolvedTarget } from '../document/receiveDocument';
import { serveThumbnail } from '../serve/serveThumbnail';
import { familyAccess, writingFamily, type FamilyCaller } from './familyAccess';
import { findFamilyDocumentFile, listFamilyDocuments, toPublicDocument } from './familyDocuments';

const logger = createLogger('documents');
/** the sender's name when the checklist person has none */
const FAMILY = 'Family';
// the protocol and access code of the path are the access check's, read before these
const thumbnailParams = z.object({ documentId: objectIdSchema }).loose();

const notRequested = () =>
  AppError.badRequest('The office has not asked for this certificate', {
    code: DOCUMENT_ERROR_CODES.notRequested,
  });

/** Who the audit names for a family's upload: the portal, on behalf of the person whose certificate it is. */
const portalCaller = (protocolId: string, name: string): Caller => ({
  kind: 'service',
  sub: `portal:${protocolId}`,
  userName: 'portal',
  name,
  typeUser: 'LIMITED',
});

/**
 * spec 7 "Public portal", the family's documents (`public-document` family, no session): every route opens its
 * protocol with the access code of its path first, through services/protocols, and only then reads its input.
 */
export function publicDocumentRoutes({
  connection,
  protocols,
  maxBytes,
  caseLimitBytes,
}: DocumentDeps): Router {
  const router = new Router();
  const family = familyAccess(protocols);
  const writing = writingFamily(family);
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  route(
    router,
    { method: 'get', path: PUBLIC_DOCUMENT_API.documentsRoute, access: family },
    async ({ caller }): Promise<PublicDocumentList> => ({
      requests: caller.requests,
      documents: await listFamilyDocuments(connection, caller.protocolId),
    }),
  );

  /** The certificate must be one the office asked the family for; its checklist person is the sender. */
  const resolveFamilyTarget =
    (caller: FamilyCaller) =>
    async (fields: Record<string, string>): Promise<ResolvedTarget> => {
      const { certificateId, kind } = publicDocumentUploadFieldsSchema.parse(fields);
      if (!caller.requests.some((request) => request.certificateId === certificateId)) throw notRequested();
      const target = await protocols.documentTarget(caller.protocolId, certificateId);
      if (!target.certificate?.requestedFromFamily) throw notRequested();
      const name = target.certificate.personName || FAMILY;
      return {
        protocolId: caller.protocolId,
        certificateId,
        certificateLabel: certificateLabelOf(target),
        kind,
        sender: { kind: 'FAMILY', personId: target.certificate.checklistPersonId, name },
        caller: portalCaller(caller.protocolId, name),
      };
    };

  route(
    router,
    { method: 'post', path: PUBLIC_DOCUMENT_API.documentsRoute, access: writing, status: 201 },
    async ({ caller, ctx }) => {
      const document = await receiveDocument(connection, ctx, {
        maxBytes,
        caseLimitBytes,
        protocolId: caller.protocolId,
        sender: { kind: 'FAMILY', name: FAMILY },
        caller: portalCaller(caller.protocolId, FAMILY),
        resolveTarget: resolveFamilyTarget(caller),
      });
      // the file is kept whatever happens next: a notification that fails is only logged
      await protocols
        .documentReceived(caller.protocolId, {
          documentId: document.id,
          ...(document.certificateId && { certificateId: document.certificateId }),
          fileName: document.fileName,
          senderName: document.sentBy.name,
        })
        .catch((error: unknown) =>
          logger.error('the office was not told of a family upload', {
            documentId: document.id,
            error: String(error),
          }),
        );
      return toPublicDocument(document);
    },
  );

  route(
    router,
    { method: 'get', path: PUBLIC_DOCUMENT_API.thumbnailRoute, access: family, params: thumbnailParams },
    async ({ caller, params, ctx }) =>
      serveThumbnail(
        ctx,
        connection,
        await findFamilyDocumentFile(connection, caller.protocolId, params.documentId),
      ),
  );
  return router;
}
