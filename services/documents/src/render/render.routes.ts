import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  RENDER_API,
  objectIdSchema,
  quoteQuerySchema,
  renderBodySchema,
  type RenderTemplateKind,
} from '@linhagem/contracts';
import { read, route } from '@linhagem/service-kit';
import { contentDisposition } from '../serve/contentDisposition';
import { logoDataUrl } from './logo';
import { quoteContent } from './quote';
import { renderPdf } from './renderPdf';
import { renderSources, type RenderSourceUrls } from './renderSources';
import { renderTemplatePdf, safeName } from './renderTemplatePdf';

const idParams = z.object({ id: objectIdSchema }).strict();

/** A PDF answer: a download named after what it shows, never cached (the case changes). */
function sendPdf(ctx: Context, bytes: Buffer, fileName: string) {
  ctx.type = 'application/pdf';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Disposition', contentDisposition(fileName));
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = bytes;
}

/**
 * The PDFs of a case (docs/adr-pdf-rendering.md), under the paths of what they show (RENDER_API; the BFF sends
 * them here through API_PATH_OVERRIDES). Rendering reads the case: LIMITED may, as it may read the protocol.
 */
export function renderRoutes(urls: RenderSourceUrls = {}): Router {
  const sources = renderSources(urls);
  const router = new Router();

  route(
    router,
    {
      method: 'get',
      path: RENDER_API.quotePdfRoute,
      access: read('document'),
      params: idParams,
      query: quoteQuerySchema,
    },
    async ({ params, query, ctx }) => {
      const [data, letterhead] = await Promise.all([sources.protocol(params.id), sources.letterhead()]);
      // the protocol's language unless another is asked for (docs/adr-pdf-rendering.md, "Language")
      const language = query.lang ?? data.language;
      const { title, content } = quoteContent(data, letterhead, language, new Date());
      const logo = await logoDataUrl(letterhead.logo);
      sendPdf(ctx, await renderPdf({ letterhead, logo, language, title, content }), `${safeName(title)}.pdf`);
    },
  );

  const renderTemplate = (kind: RenderTemplateKind, path: string) =>
    route(
      router,
      { method: 'post', path, access: read('document'), params: idParams, body: renderBodySchema },
      async ({ params, body, ctx }) => {
        const { bytes, fileName } = await renderTemplatePdf(sources, kind, params.id, body, body.language);
        sendPdf(ctx, bytes, fileName);
      },
    );
  renderTemplate('letter', RENDER_API.letterRoute);
  renderTemplate('contract', RENDER_API.contractRoute);
  return router;
}
