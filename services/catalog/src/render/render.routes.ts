import Router from '@koa/router';
import mongoose, { type Connection } from 'mongoose';
import { z } from 'zod';
import {
  CATALOG_RENDER_INTERNAL,
  CONFIGURATION_API,
  objectIdSchema,
  type RenderLetterhead,
  type RenderTemplate,
} from '@linhagem/contracts';
import { AppError, internal, route } from '@linhagem/service-kit';
import { readBudgetServicesProtocol, readOffice } from '../configuration/configuration.routes';
import { openImage } from '../configuration/images';
import { loginPageModel } from '../configuration/loginPage.model';
import { contractModel, letterModel, textFragmentModel } from '../documents/models';

const templateParams = z.object({ kind: z.enum(['letter', 'contract']), id: objectIdSchema }).strict();

/** The codes of the `{{fragment:CODE}}` placeholders of a text, each once. */
const fragmentCodes = (text: string) => [
  ...new Set([...text.matchAll(/\{\{fragment:([A-Za-z0-9_.-]+)\}\}/g)].map((m) => m[1])),
];

/** code → content of the active fragments among `codes`. */
async function activeFragments(connection: Connection, codes: string[]): Promise<Record<string, string>> {
  if (codes.length === 0) return {};
  const found = await textFragmentModel(connection)
    .find({ code: mongoose.trusted({ $in: codes }), active: true }, { code: 1, content: 1 })
    .lean();
  return Object.fromEntries(found.map((f) => [f.code, f.content]));
}

/** The login page's logo bytes, when it is one of the stored images. */
async function readLogo(connection: Connection): Promise<RenderLetterhead['logo']> {
  const saved = await loginPageModel(connection).findById('login-page', { logo: 1 }).lean();
  const prefix = CONFIGURATION_API.file('');
  const id = saved?.logo?.startsWith(prefix) ? saved.logo.slice(prefix.length) : '';
  if (!mongoose.isValidObjectId(id)) return null;
  const image = await openImage(connection, id);
  if (!image) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of image.stream) chunks.push(chunk as Buffer);
  return { contentType: image.contentType, base64: Buffer.concat(chunks).toString('base64') };
}

/**
 * What services/documents reads to render a PDF (packages/contracts render/renderInternal.ts): the letterhead
 * (office, logo, budget defaults with the payment-terms fragment) and a letter or contract with its fragments.
 */
export function renderInternalRoutes(connection: Connection): Router {
  const router = new Router();
  route(
    router,
    { method: 'get', path: CATALOG_RENDER_INTERNAL.letterheadPath, access: internal },
    async (): Promise<RenderLetterhead> => {
      const [office, budget, logo] = await Promise.all([
        readOffice(connection),
        readBudgetServicesProtocol(connection),
        readLogo(connection),
      ]);
      const terms = budget.paymentTermsFragment;
      const fragments = terms ? await activeFragments(connection, [terms]) : {};
      return {
        office,
        logo,
        budget: {
          validityDays: budget.validityDays,
          paymentTerms: fragments[terms] ?? '',
          headerText: budget.headerText,
          footerText: budget.footerText,
        },
      };
    },
  );
  route(
    router,
    {
      method: 'get',
      path: CATALOG_RENDER_INTERNAL.templateRoute,
      access: internal,
      params: templateParams,
    },
    async ({ params }): Promise<RenderTemplate> => {
      const projection = { name: 1, text: 1, active: 1 };
      const found =
        params.kind === 'letter'
          ? await letterModel(connection).findById(params.id, projection).lean()
          : await contractModel(connection).findById(params.id, projection).lean();
      if (!found) throw AppError.notFound(`No ${params.kind} ${params.id}`);
      return {
        id: String(found._id),
        name: found.name,
        text: found.text,
        active: found.active,
        fragments: await activeFragments(connection, fragmentCodes(found.text)),
      };
    },
  );
  return router;
}
