import Router from '@koa/router';
import type { Connection } from 'mongoose';
import {
  CERTIFICATE_API,
  CERTIFICATE_CLOCK_API,
  custodyMoveBodySchema,
  PROTOCOL_API,
  certificateAuditFilterSchema,
  certificateFilterSchema,
  certificateIdParamsSchema,
  checklistPersonBodySchema,
  familyRequestBodySchema,
  paginationQuerySchema,
  rulePreviewQuerySchema,
  saveOneCertificateBodySchema,
} from '@linhagem/contracts';
import { read, route, write } from '@linhagem/service-kit';
import { getChecklistPerson, getChecklistTree } from './tree';
import { removeFromChecklist, saveChecklistPerson } from './persons';
import { paginateCertificates, saveOneCertificate } from './certificates';
import { cancelChecklistSend, sendChecklist } from './send';
import { listChecklistAudit } from './checklistAudit';
import { setFamilyRequest } from './familyRequest';
import { addCustodyMove } from './custody';
import type { Remotes } from '../remote/remotes';

/** spec 7 "Certificate": the family's levels, reads LIMITED and writes NORMAL. Fixed paths come before `/:id`. */
export function certificateRoutes(connection: Connection, remotes: Remotes): Router {
  const router = new Router();
  route(
    router,
    {
      method: 'post',
      path: CERTIFICATE_API.collection,
      access: write('certificate'),
      body: checklistPersonBodySchema,
    },
    async ({ body, caller, ctx }) => {
      const { created, person } = await saveChecklistPerson(connection, remotes, caller, body);
      ctx.status = created ? 201 : 200;
      return person;
    },
  );
  route(
    router,
    {
      method: 'post',
      path: CERTIFICATE_API.saveOne,
      access: write('certificate'),
      body: saveOneCertificateBodySchema,
    },
    async ({ body, caller, ctx }) => {
      const { created, certificate } = await saveOneCertificate(connection, remotes, caller, body);
      ctx.status = created ? 201 : 200;
      return certificate;
    },
  );
  route(
    router,
    {
      method: 'post',
      path: CERTIFICATE_API.pagination,
      access: read('certificate'),
      query: paginationQuerySchema,
      body: certificateFilterSchema,
    },
    ({ body, query }) => paginateCertificates(connection, remotes, body, query),
  );
  route(
    router,
    {
      method: 'post',
      path: CERTIFICATE_API.audit,
      access: read('certificate'),
      query: paginationQuerySchema,
      body: certificateAuditFilterSchema,
    },
    ({ body, query }) => listChecklistAudit(connection, body, query),
  );
  route(
    router,
    {
      method: 'get',
      path: CERTIFICATE_API.protocolChecklistRoute,
      access: read('certificate'),
      params: certificateIdParamsSchema,
      query: rulePreviewQuerySchema,
    },
    ({ params, query }) => getChecklistTree(connection, remotes, params.id, query.preview === 'pending'),
  );
  route(
    router,
    {
      method: 'post',
      path: CERTIFICATE_API.requestFromFamilyRoute,
      access: write('certificate'),
      params: certificateIdParamsSchema,
      body: familyRequestBodySchema,
    },
    ({ params, body, caller }) => setFamilyRequest(connection, remotes, caller, params.id, body),
  );
  route(
    router,
    {
      method: 'delete',
      path: CERTIFICATE_API.requestFromFamilyRoute,
      access: write('certificate'),
      params: certificateIdParamsSchema,
    },
    ({ params, caller }) => setFamilyRequest(connection, remotes, caller, params.id, null),
  );
  route(
    router,
    {
      method: 'post',
      path: CERTIFICATE_CLOCK_API.custodyRoute,
      access: write('certificate'),
      params: certificateIdParamsSchema,
      body: custodyMoveBodySchema,
      status: 201,
    },
    ({ params, body, caller }) => addCustodyMove(connection, remotes, caller, params.id, body),
  );
  route(
    router,
    {
      method: 'get',
      path: CERTIFICATE_API.itemRoute,
      access: read('certificate'),
      params: certificateIdParamsSchema,
    },
    ({ params }) => getChecklistPerson(connection, remotes, params.id),
  );
  route(
    router,
    {
      method: 'delete',
      path: CERTIFICATE_API.itemRoute,
      access: write('certificate'),
      params: certificateIdParamsSchema,
    },
    async ({ params, caller }) => {
      await removeFromChecklist(connection, caller, params.id);
    },
  );
  return router;
}

/** spec 4: the checklist process is sent, and the send cancelled, as actions of the protocol. */
export function checklistSendRoutes(connection: Connection): Router {
  const router = new Router();
  route(
    router,
    {
      method: 'post',
      path: PROTOCOL_API.checklistSendRoute,
      access: write('protocol'),
      params: certificateIdParamsSchema,
    },
    ({ params, caller }) => sendChecklist(connection, caller, params.id),
  );
  route(
    router,
    {
      method: 'post',
      path: PROTOCOL_API.checklistCancelSendRoute,
      access: write('protocol'),
      params: certificateIdParamsSchema,
    },
    ({ params, caller }) => cancelChecklistSend(connection, caller, params.id),
  );
  return router;
}
