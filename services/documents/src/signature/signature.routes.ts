import Router from '@koa/router';
import { z } from 'zod';
import {
  SIGNATURE_API,
  objectIdSchema,
  quoteSignatureBodySchema,
  signatureListQuerySchema,
  signatureRequestBodySchema,
  type SignatureOptions,
} from '@linhagem/contracts';
import { read, route, write } from '@linhagem/service-kit';
import type { DocumentDeps } from '../deps';
import { renderSources, type RenderSourceUrls } from '../render/renderSources';
import { sendQuoteForSignature } from './sendQuote';
import { cancelSignature, createSignature, findSignatureRecord, listSignatures } from './signatures';
import { toSignatureRequest } from './toSignatureRequest';
import { verifySignedPdf } from './verifySignedPdf';

const idParams = z.object({ id: objectIdSchema }).strict();

/**
 * `/api/signature` (the `signature` family): staff send a PDF of the case for signature in the family portal, read
 * each signer's state, cancel, and verify a signed PDF. LIMITED reads, NORMAL writes. Fixed paths before `/:id`.
 */
export function signatureRoutes(
  { connection, protocols, maxBytes, mailEnabled = false }: DocumentDeps,
  urls: RenderSourceUrls = {},
): Router {
  const router = new Router();
  const sources = renderSources(urls);
  // a request's reads carry every signer's evidence (CPF, address, device): kept by no cache, the BFF's included
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });
  route(
    router,
    {
      method: 'post',
      path: SIGNATURE_API.collection,
      access: write('signature'),
      body: signatureRequestBodySchema,
      status: 201,
    },
    ({ body, caller }) => createSignature(connection, protocols, body, caller, mailEnabled),
  );
  route(
    router,
    {
      method: 'get',
      path: SIGNATURE_API.collection,
      access: read('signature'),
      query: signatureListQuerySchema,
    },
    ({ query }) => listSignatures(connection, query.protocolId),
  );
  route(
    router,
    {
      method: 'post',
      path: SIGNATURE_API.quote,
      access: write('signature'),
      body: quoteSignatureBodySchema,
      status: 201,
    },
    ({ body, caller }) => sendQuoteForSignature(connection, protocols, sources, body, caller, mailEnabled),
  );
  route(
    router,
    { method: 'get', path: SIGNATURE_API.options, access: read('signature') },
    (): SignatureOptions => ({ emailCode: mailEnabled }),
  );
  route(router, { method: 'post', path: SIGNATURE_API.verify, access: write('signature') }, ({ ctx }) =>
    verifySignedPdf(connection, ctx.req, maxBytes),
  );
  route(
    router,
    { method: 'get', path: SIGNATURE_API.itemRoute, access: read('signature'), params: idParams },
    async ({ params }) => toSignatureRequest(await findSignatureRecord(connection, params.id)),
  );
  route(
    router,
    { method: 'post', path: SIGNATURE_API.cancelRoute, access: write('signature'), params: idParams },
    ({ params, caller }) => cancelSignature(connection, params.id, caller),
  );
  return router;
}
