import Router from '@koa/router';
import { Types } from 'mongoose';
import { z } from 'zod';
import {
  PROTOCOLS_DOCUMENTS_INTERNAL,
  PROTOCOLS_INTERNAL,
  PROTOCOLS_SIGNATURE_INTERNAL,
  budgetAcceptedBodySchema,
  documentReceivedBodySchema,
  signatureEventBodySchema,
  signerCodeMailBodySchema,
  objectIdText,
  publicDocumentAccessBodySchema,
  type ClientProtocolCount,
  type TypeServiceUsage,
} from '@linhagem/contracts';
import { internal, route } from '@linhagem/service-kit';
import { clientLinkWhere, protocolModel } from '../protocol/model';
import type { NotifyDeps } from '../notification/service';
import { accessCodeCheck, type AccessLimits } from '../public/accessGuard';
import { documentReceived, documentTarget, publicDocumentAccess } from './documents';
import { budgetAccepted, signatureEvent, signerCode } from './signatures';
import { personalDataRoutes } from './personalData.routes';

const objectId = objectIdText('Not an id');
const clientIdParams = z.object({ clientId: objectId });
const typeServiceIdParams = z.object({ typeServiceId: objectId });
const protocolIdParams = z.object({ protocolId: objectId });
const documentTargetQuery = z.object({ certificateId: objectId.optional() });

/** The API other services call with a service token; the BFF never routes here. */
export function internalRoutes(deps: NotifyDeps, accessLimits?: AccessLimits): Router {
  const { connection } = deps;
  const Protocol = protocolModel(connection);
  const router = new Router();

  /** Asked by services/clients before deleting a client ("There is some protocol for this client"). */
  route(
    router,
    {
      method: 'get',
      path: PROTOCOLS_INTERNAL.clientProtocolCountRoute,
      access: internal,
      params: clientIdParams,
    },
    async ({ params }): Promise<ClientProtocolCount> => ({
      count: await Protocol.countDocuments(clientLinkWhere(new Types.ObjectId(params.clientId))),
    }),
  );

  /** Asked by services/catalog before deleting a type service (spec 8: a type service linked to a protocol). */
  route(
    router,
    {
      method: 'get',
      path: PROTOCOLS_INTERNAL.typeServiceUsageRoute,
      access: internal,
      params: typeServiceIdParams,
    },
    async ({ params }): Promise<TypeServiceUsage> => {
      const id = new Types.ObjectId(params.typeServiceId);
      return {
        count: await Protocol.countDocuments({ $or: [{ 'services.typeService': id }, { mainService: id }] }),
      };
    },
  );

  /** Asked by services/documents before it stores a staff upload (docs/adr-documents.md). */
  route(
    router,
    {
      method: 'get',
      path: PROTOCOLS_DOCUMENTS_INTERNAL.documentTargetRoute,
      access: internal,
      params: protocolIdParams,
      query: documentTargetQuery,
    },
    ({ params, query }) => documentTarget(connection, params.protocolId, query.certificateId),
  );

  /** Asked by services/documents for every portal documents request: the portal's own access-code check. */
  const openWithCode = accessCodeCheck(connection, accessLimits);
  route(
    router,
    {
      method: 'post',
      path: PROTOCOLS_DOCUMENTS_INTERNAL.publicDocumentAccessPath,
      access: internal,
      body: publicDocumentAccessBodySchema,
    },
    ({ body }) => publicDocumentAccess(connection, openWithCode, body),
  );

  /** Told by services/documents once a family's upload is stored. */
  route(
    router,
    {
      method: 'post',
      path: PROTOCOLS_DOCUMENTS_INTERNAL.documentReceivedRoute,
      access: internal,
      params: protocolIdParams,
      body: documentReceivedBodySchema,
    },
    async ({ params, body }) => {
      await documentReceived(deps, params.protocolId, body);
    },
  );

  /** Told by services/documents when a signature request ends (all signed, or declined). */
  route(
    router,
    {
      method: 'post',
      path: PROTOCOLS_SIGNATURE_INTERNAL.signatureEventRoute,
      access: internal,
      params: protocolIdParams,
      body: signatureEventBodySchema,
    },
    async ({ params, body }) => {
      await signatureEvent(deps, params.protocolId, body);
    },
  );

  /** Asked by services/documents to mail a signer's one-time code (mail lives here). */
  route(
    router,
    {
      method: 'post',
      path: PROTOCOLS_SIGNATURE_INTERNAL.signerCodeRoute,
      access: internal,
      params: protocolIdParams,
      body: signerCodeMailBodySchema,
    },
    async ({ params, body }) => {
      await signerCode(deps, params.protocolId, body);
    },
  );

  /** Told by services/documents when a budget's quote is signed by its main client. */
  route(
    router,
    {
      method: 'post',
      path: PROTOCOLS_SIGNATURE_INTERNAL.budgetAcceptedRoute,
      access: internal,
      params: protocolIdParams,
      body: budgetAcceptedBodySchema,
    },
    async ({ params, body }) => {
      await budgetAccepted(connection, params.protocolId, body);
    },
  );
  personalDataRoutes(router, connection);
  return router;
}
