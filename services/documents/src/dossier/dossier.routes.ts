import Router from '@koa/router';
import { z } from 'zod';
import { DOSSIER_EXPORT_API, dossierQuerySchema, objectIdSchema } from '@linhagem/contracts';
import { read, route } from '@linhagem/service-kit';
import type { DocumentDeps } from '../deps';
import { renderSources, type RenderSourceUrls } from '../render/renderSources';
import { logoDataUrl } from '../render/logo';
import { renderPdf } from '../render/renderPdf';
import { contentDisposition } from '../serve/contentDisposition';
import { acceptedFiles } from './acceptedFiles';
import { dossierCover } from './dossierCover';
import { planDossier } from './dossierPlan';
import { DOSSIER_LABELS } from './dossierLabels';
import { dossierZip } from './dossierZip';
import { auditDossierExport } from './auditDossierExport';
import { safeFileName } from './safeFileName';

const idParams = z.object({ id: objectIdSchema }).strict();

/**
 * `GET /api/protocol/{id}/dossier.zip` (docs/adr-dossier-export.md): the case's dossier, streamed. A read of the
 * case, as the quote is: LIMITED may (the BFF sends the path here through API_PATH_OVERRIDES).
 */
export function dossierRoutes({ connection, protocols }: DocumentDeps, urls: RenderSourceUrls = {}): Router {
  const sources = renderSources(urls);
  const router = new Router();
  route(
    router,
    {
      method: 'get',
      path: DOSSIER_EXPORT_API.dossierZipRoute,
      access: read('document'),
      params: idParams,
      query: dossierQuerySchema,
    },
    async ({ params, query, ctx, caller }) => {
      // every refusal (404, 409 a budget, 503) comes before the first byte
      const [index, letterhead] = await Promise.all([
        protocols.dossierIndex(params.id),
        sources.letterhead(),
      ]);
      const certificateIds = index.persons.flatMap((person) => person.certificates.map((c) => c.id));
      const language = query.lang ?? index.language;
      const plan = planDossier(
        index,
        await acceptedFiles(connection, params.id, certificateIds),
        DOSSIER_LABELS[language],
      );
      const now = new Date();
      const { title, content } = dossierCover(index, plan, language, now);
      const logo = await logoDataUrl(letterhead.logo);
      const cover = await renderPdf({ letterhead, logo, language, title, content });
      // each file taken is recorded before the first byte: the scans of a family's papers leave the system
      await auditDossierExport(connection, caller, params.id, plan.files);
      const zip = dossierZip(
        connection,
        { name: safeFileName(`00 - ${title}`, 'pdf'), bytes: cover, date: now },
        plan.files,
      );
      ctx.res.once('close', () => {
        if (!ctx.res.writableFinished) zip.abort();
      });
      ctx.type = 'application/zip';
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Content-Disposition', contentDisposition(safeFileName(title, 'zip')));
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.body = zip.stream;
      if (zip.size !== undefined) ctx.length = zip.size;
    },
  );
  return router;
}
