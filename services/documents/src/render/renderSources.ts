import {
  CATALOG_RENDER_INTERNAL,
  PROTOCOLS_RENDER_INTERNAL,
  RENDER_ERROR_CODES,
  protocolRenderDataSchema,
  renderLetterheadSchema,
  renderTemplateSchema,
  type ProtocolRenderData,
  type RenderLetterhead,
  type RenderTemplate,
  type RenderTemplateKind,
} from '@linhagem/contracts';
import { AppError, InternalCallError, internalClient, serviceUrl } from '@linhagem/service-kit';

/** Where the renderer asks; by default the service map's addresses (`PROTOCOLS_URL`, `CATALOG_URL`), read per call. */
export type RenderSourceUrls = { protocolsUrl?: string; catalogUrl?: string };

/** A failed internal call is 503 `render.unavailable`; a 404 of the other service is the caller's 404. */
async function ask<T>(call: Promise<T | undefined>, missing: string): Promise<T> {
  let answer: T | undefined;
  try {
    answer = await call;
  } catch (error) {
    if (!(error instanceof InternalCallError)) throw error;
    throw new AppError(503, 'A service the PDF needs could not be asked; try again later', {
      code: RENDER_ERROR_CODES.unavailable,
      details: { reason: error.reason },
    });
  }
  if (answer === undefined) throw AppError.notFound(missing);
  return answer;
}

/** The internal APIs of services/protocols and services/catalog the PDFs are made from (never their collections). */
export function renderSources(urls: RenderSourceUrls = {}) {
  const protocols = () => internalClient('documents', urls.protocolsUrl ?? serviceUrl('protocols'));
  const catalog = () => internalClient('documents', urls.catalogUrl ?? serviceUrl('catalog'));
  return {
    protocol: (id: string): Promise<ProtocolRenderData> =>
      ask(
        protocols().find(PROTOCOLS_RENDER_INTERNAL.renderDataPath(id), protocolRenderDataSchema),
        'Protocol not found',
      ),
    letterhead: (): Promise<RenderLetterhead> =>
      ask(catalog().get(CATALOG_RENDER_INTERNAL.letterheadPath, renderLetterheadSchema), 'No letterhead'),
    template: (kind: RenderTemplateKind, id: string): Promise<RenderTemplate> =>
      ask(
        catalog().find(CATALOG_RENDER_INTERNAL.templatePath(kind, id), renderTemplateSchema),
        kind === 'letter' ? 'Letter not found' : 'Contract not found',
      ),
  };
}
export type RenderSources = ReturnType<typeof renderSources>;
