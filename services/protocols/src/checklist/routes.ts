import Router from '@koa/router';
import type { Connection } from 'mongoose';
import {
  certificateAuditFilterSchema,
  certificateFilterSchema,
  certificateIdParamsSchema,
  checklistPersonBodySchema,
  paginationQuerySchema,
  saveOneCertificateBodySchema,
  API_FAMILIES,
} from '@linhagem/contracts';
import { authenticate, requireRead, requireWrite, validate, type Caller } from '@linhagem/service-kit';
import { getChecklistPerson, getChecklistTree } from './tree';
import { removeFromChecklist, saveChecklistPerson } from './persons';
import { paginateCertificates, saveOneCertificate } from './certificates';
import { cancelChecklistSend, sendChecklist } from './send';
import { listChecklistAudit } from './checklistAudit';
import type { Remotes } from '../remote/remotes';

const caller = (state: Record<string, unknown>) => state.caller as Caller;

/** spec 7 "Certificate": reads need LIMITED, writes NORMAL. Fixed paths come before `/:id`. */
export function certificateRoutes(connection: Connection, remotes: Remotes): Router {
  const router = new Router({ prefix: API_FAMILIES.certificate.prefix });
  router.use(authenticate);
  const read = requireRead('certificate');
  const write = requireWrite('certificate');
  const byId = validate({ params: certificateIdParamsSchema });

  router.post('/', write, validate({ body: checklistPersonBodySchema }), async (ctx) => {
    const { created, person } = await saveChecklistPerson(
      connection,
      remotes,
      caller(ctx.state),
      ctx.state.body,
    );
    ctx.status = created ? 201 : 200;
    ctx.body = person;
  });
  router.post('/save-one', write, validate({ body: saveOneCertificateBodySchema }), async (ctx) => {
    const { created, certificate } = await saveOneCertificate(
      connection,
      remotes,
      caller(ctx.state),
      ctx.state.body,
    );
    ctx.status = created ? 201 : 200;
    ctx.body = certificate;
  });
  router.post(
    '/pagination',
    read,
    validate({ query: paginationQuerySchema, body: certificateFilterSchema }),
    async (ctx) => {
      ctx.body = await paginateCertificates(connection, remotes, ctx.state.body, ctx.state.query);
    },
  );
  router.post(
    '/audit',
    read,
    validate({ query: paginationQuerySchema, body: certificateAuditFilterSchema }),
    async (ctx) => {
      ctx.body = await listChecklistAudit(connection, ctx.state.body, ctx.state.query);
    },
  );
  router.get('/protocol/:id', read, byId, async (ctx) => {
    ctx.body = await getChecklistTree(connection, remotes, ctx.state.params.id);
  });
  router.get('/:id', read, byId, async (ctx) => {
    ctx.body = await getChecklistPerson(connection, remotes, ctx.state.params.id);
  });
  router.delete('/:id', write, byId, async (ctx) => {
    await removeFromChecklist(connection, caller(ctx.state), ctx.state.params.id);
    ctx.status = 204;
  });
  return router;
}

/** spec 4: the checklist process is sent, and the send cancelled, as actions of the protocol. */
export function checklistSendRoutes(connection: Connection): Router {
  const router = new Router({ prefix: `${API_FAMILIES.protocol.prefix}/:id/checklist` });
  router.use(authenticate);
  const write = requireWrite('protocol');
  const byId = validate({ params: certificateIdParamsSchema });
  router.post('/send', write, byId, async (ctx) => {
    ctx.body = await sendChecklist(connection, caller(ctx.state), ctx.state.params.id);
  });
  router.post('/cancel-send', write, byId, async (ctx) => {
    ctx.body = await cancelChecklistSend(connection, caller(ctx.state), ctx.state.params.id);
  });
  return router;
}
