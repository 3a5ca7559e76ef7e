import Router from '@koa/router';
import { z } from 'zod';
import {
  FORM_FILL_API,
  FORM_TEMPLATE_API,
  formFillBodySchema,
  formTemplateBodySchema,
  objectIdSchema,
} from '@linhagem/contracts';
import { read, route, write } from '@linhagem/service-kit';
import type { DocumentDeps } from '../deps';
import { renderSources, type RenderSourceUrls } from '../render/renderSources';
import { contentDisposition } from '../serve/contentDisposition';
import { downloadName } from '../serve/downloadName';
import { openStoredFile } from '../storage/files';
import { fillForms } from './fillForms';
import {
  createFormTemplate,
  deleteFormTemplate,
  findFormTemplate,
  findFormTemplateFile,
  listFormTemplates,
  updateFormTemplate,
} from './formTemplates';

const idParams = z.object({ id: objectIdSchema }).strict();

/**
 * Official forms (docs/adr-pdf-rendering.md "Official forms"): `/api/form-template` (administrators upload and map,
 * the staff who fill forms read), and `POST /api/protocol/{id}/forms/fill` (NORMAL: it stores documents; the BFF
 * sends it here through API_PATH_OVERRIDES).
 */
export function formTemplateRoutes(deps: DocumentDeps, urls: RenderSourceUrls = {}): Router {
  const { connection, maxBytes, protocols } = deps;
  const sources = renderSources(urls);
  const router = new Router();

  route(router, { method: 'get', path: FORM_TEMPLATE_API.collection, access: read('form-template') }, () =>
    listFormTemplates(connection),
  );
  route(
    router,
    { method: 'post', path: FORM_TEMPLATE_API.collection, access: write('form-template'), status: 201 },
    ({ caller, ctx }) => createFormTemplate(connection, ctx.req, maxBytes, caller),
  );
  route(
    router,
    { method: 'get', path: FORM_TEMPLATE_API.itemRoute, access: read('form-template'), params: idParams },
    ({ params }) => findFormTemplate(connection, params.id),
  );
  route(
    router,
    {
      method: 'put',
      path: FORM_TEMPLATE_API.itemRoute,
      access: write('form-template'),
      params: idParams,
      body: formTemplateBodySchema,
    },
    ({ params, body, caller }) => updateFormTemplate(connection, params.id, body, caller),
  );
  route(
    router,
    { method: 'delete', path: FORM_TEMPLATE_API.itemRoute, access: write('form-template'), params: idParams },
    async ({ params, caller }) => {
      await deleteFormTemplate(connection, params.id, caller);
    },
  );
  route(
    router,
    { method: 'get', path: FORM_TEMPLATE_API.fileRoute, access: read('form-template'), params: idParams },
    async ({ params, ctx }) => {
      const { template, fileId } = await findFormTemplateFile(connection, params.id);
      ctx.set('Content-Disposition', contentDisposition(downloadName(template.fileName, 'application/pdf')));
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Cache-Control', 'private, no-cache');
      ctx.etag = template.sha256;
      ctx.type = 'application/pdf';
      ctx.body = openStoredFile(connection, fileId);
      ctx.length = template.size;
    },
  );
  route(
    router,
    {
      method: 'post',
      path: FORM_FILL_API.fillRoute,
      access: write('document'),
      params: idParams,
      body: formFillBodySchema,
    },
    ({ params, body, caller }) =>
      fillForms(
        { connection, protocols, sources },
        {
          protocolId: params.id,
          formTemplateIds: body.formTemplateIds,
          language: body.language,
          caller,
        },
      ),
  );
  return router;
}
