import {
  RENDER_ERROR_CODES,
  type RenderLanguage,
  type RenderTemplateKind,
  type RenderBody,
} from '@linhagem/contracts';
import { AppError } from '@linhagem/service-kit';
import { logoDataUrl } from './logo';
import { renderPdf } from './renderPdf';
import type { RenderSources } from './renderSources';
import { templateContent } from './template';

/** A download's name from a title: no characters a file system refuses, no spaces. */
export const safeName = (text: string) =>
  text.replace(/[\\/:*?"<>|\s]+/g, '-').replace(/^-+|-+$/g, '') || 'documento';

/**
 * A letter or contract filled for a protocol (and one of its clients) as a PDF, and the name to give it. Refuses an
 * inactive template (409) and a client of another protocol (400). Written in the protocol's language unless `asked`.
 */
export async function renderTemplatePdf(
  sources: RenderSources,
  kind: RenderTemplateKind,
  templateId: string,
  body: Pick<RenderBody, 'protocolId' | 'clientId'>,
  asked?: RenderLanguage,
): Promise<{ bytes: Buffer; fileName: string }> {
  const [template, data, letterhead] = await Promise.all([
    sources.template(kind, templateId),
    sources.protocol(body.protocolId),
    sources.letterhead(),
  ]);
  if (!template.active)
    throw AppError.conflict(`The ${kind} is inactive`, { code: RENDER_ERROR_CODES.templateInactive });
  // a client of another protocol is never printed under this one
  if (body.clientId && !data.clients.some((c) => c.id === body.clientId))
    throw AppError.badRequest('The client is not one of the protocol clients', {
      code: RENDER_ERROR_CODES.clientNotInProtocol,
      details: { clientId: body.clientId },
    });
  // the protocol's language (its papers' words, money and dates) unless another is asked for
  const language = asked ?? data.language;
  const input = { data, letterhead, clientId: body.clientId, language, now: new Date() };
  const { title, content } = templateContent(template, input);
  const logo = await logoDataUrl(letterhead.logo);
  const bytes = await renderPdf({ letterhead, logo, language, title, content });
  return { bytes, fileName: `${safeName(`${template.name} ${data.code}`)}.pdf` };
}
