import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  PUBLIC_SIGNATURE_API,
  declineBodySchema,
  objectIdSchema,
  signBodySchema,
  signerCodeBodySchema,
} from '@linhagem/contracts';
import { AppError, callerAddress, route, toObjectId, type Caller } from '@linhagem/service-kit';
import type { DocumentDeps } from '../deps';
import { drawPdfPage } from '../preview/preview';
import { familyAccess, writingFamily, type FamilyCaller } from '../public/familyAccess';
import { contentDisposition } from '../serve/contentDisposition';
import { downloadName } from '../serve/downloadName';
import { findDocumentFile } from '../document/documents';
import { openStoredFile, readStoredFile, type StoredFileId } from '../storage/files';
import { runWholeFileWork } from '../wholeFileWork';
import sharp from 'sharp';
import { signatureModel, type SignatureRecord } from './model';
import { signatureErrors } from './signatureErrors';
import { auditSignedPdfDownload } from './signedPdfDownload';
import {
  declineRequest,
  listFamilySignatures,
  openRequest,
  requestSignerCode,
  signRequest,
  type SigningSession,
} from './signing';

// the protocol and access code of the path are the access check's, read before these
const requestParams = z.object({ signatureId: objectIdSchema }).loose();
const pageParams = z.object({ signatureId: objectIdSchema, page: z.coerce.number().int().min(1) }).loose();
/** The longer side of a page drawn for reading on a phone (a 375 px screen at a pixel ratio of 3). */
const PAGE_LONG_SIDE = 1400;

/** Whom the audit names for the family's download of a signed PDF: the portal, for the case's access code. */
const portalReader = (protocolId: string): Caller => ({
  kind: 'service',
  sub: `portal:${protocolId}`,
  userName: 'portal',
  name: 'Portal',
  typeUser: 'LIMITED',
});

const session = (ctx: Context, caller: FamilyCaller): SigningSession => ({
  protocolId: caller.protocolId,
  accessCode: String(ctx.params.accessCode ?? ''),
  address: callerAddress(ctx).slice(0, 100),
  userAgent: ctx.get('user-agent'),
});

/**
 * spec 7 "Public portal", signing (the `public-signature` family, no session): every route opens its protocol with
 * the access code of its path first; the open, code, sign and decline calls count against the portal's write limit.
 * Every GET only reads (DESIGN "Writes are never GETs"): opening a request is a POST, which drops the BFF's cached
 * staff reads of the `signature` family.
 */
export function publicSignatureRoutes({ connection, protocols }: DocumentDeps): Router {
  const router = new Router();
  const family = familyAccess(protocols);
  const writing = writingFamily(family);
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  const familyRequest = async (protocolId: string, signatureId: string) => {
    const record = await signatureModel(connection)
      .findOne({ _id: toObjectId(signatureId), protocol: toObjectId(protocolId) })
      .lean<SignatureRecord>();
    if (!record || record.status === 'CANCELLED') throw signatureErrors.notFound();
    return record;
  };

  /** A stored PDF streamed as it is, to read in the page (`inline`) or to save. */
  const sendPdf = (ctx: Context, fileName: string, fileId: StoredFileId, inline: boolean) => {
    ctx.type = 'application/pdf';
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Disposition', contentDisposition(downloadName(fileName, 'application/pdf'), { inline }));
    ctx.body = openStoredFile(connection, fileId);
  };

  route(router, { method: 'get', path: PUBLIC_SIGNATURE_API.listRoute, access: family }, ({ caller }) =>
    listFamilySignatures(connection, caller.protocolId),
  );
  route(
    router,
    { method: 'post', path: PUBLIC_SIGNATURE_API.openRoute, access: writing, params: requestParams },
    ({ caller, params }) => openRequest(connection, caller.protocolId, params.signatureId),
  );
  route(
    router,
    {
      method: 'post',
      path: PUBLIC_SIGNATURE_API.codeRoute,
      access: writing,
      params: requestParams,
      body: signerCodeBodySchema,
    },
    ({ caller, params, body }) =>
      requestSignerCode(connection, protocols, caller.protocolId, params.signatureId, body),
  );
  route(
    router,
    {
      method: 'post',
      path: PUBLIC_SIGNATURE_API.signRoute,
      access: writing,
      params: requestParams,
      body: signBodySchema,
    },
    ({ caller, params, body, ctx }) =>
      signRequest(connection, protocols, session(ctx, caller), params.signatureId, body),
  );
  route(
    router,
    {
      method: 'post',
      path: PUBLIC_SIGNATURE_API.declineRoute,
      access: writing,
      params: requestParams,
      body: declineBodySchema,
    },
    ({ caller, params, body, ctx }) =>
      declineRequest(connection, protocols, session(ctx, caller), params.signatureId, body),
  );
  /** The exact bytes sent for signature, to read inline. */
  route(
    router,
    { method: 'get', path: PUBLIC_SIGNATURE_API.contentRoute, access: family, params: requestParams },
    async ({ caller, params, ctx }) => {
      const record = await familyRequest(caller.protocolId, params.signatureId);
      sendPdf(ctx, record.documentName, record.documentFile, true);
    },
  );
  /** One page of the PDF as a JPEG: a phone reads the document in the page without a PDF viewer. */
  route(
    router,
    { method: 'get', path: PUBLIC_SIGNATURE_API.pageRoute, access: family, params: pageParams },
    async ({ caller, params, ctx }) => {
      const record = await familyRequest(caller.protocolId, params.signatureId);
      if (params.page > record.pageCount) throw AppError.notFound('No such page');
      const bytes = await readStoredFile(connection, record.documentFile);
      const jpeg = await runWholeFileWork(async () =>
        sharp(await drawPdfPage(bytes, params.page, PAGE_LONG_SIDE))
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 80 })
          .toBuffer(),
      );
      ctx.type = 'image/jpeg';
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.body = jpeg;
    },
  );
  /** The signed PDF, once everyone signed. */
  route(
    router,
    { method: 'get', path: PUBLIC_SIGNATURE_API.signedRoute, access: family, params: requestParams },
    async ({ caller, params, ctx }) => {
      const record = await familyRequest(caller.protocolId, params.signatureId);
      if (!record.signedDocument) throw signatureErrors.notFound();
      const { document, fileId } = await findDocumentFile(connection, String(record.signedDocument));
      await auditSignedPdfDownload(connection, portalReader(caller.protocolId), document, record, {
        reader: 'portal',
        inline: false,
      });
      sendPdf(ctx, document.fileName, fileId, false);
    },
  );
  return router;
}
