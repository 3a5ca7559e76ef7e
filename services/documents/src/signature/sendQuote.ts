import type { Connection } from 'mongoose';
import {
  DEFAULT_RENDER_LANGUAGE,
  quoteSignatureBodySchema,
  type SignatureRequest,
} from '@linhagem/contracts';
import type { Caller } from '@linhagem/service-kit';
import type { z } from 'zod';
import { createDocument } from '../document/documents';
import { documentModel } from '../document/model';
import { inspectPdf } from '../inspect/pdf';
import type { ProtocolsClient } from '../protocols/protocolsClient';
import { logoDataUrl } from '../render/logo';
import { quoteContent } from '../render/quote';
import { renderPdf } from '../render/renderPdf';
import type { RenderSources } from '../render/renderSources';
import { removeStoredFile } from '../storage/files';
import { sha256Of } from './signedPdf';
import { storeBytes } from './storeSigned';
import { createSignature } from './signatures';

const safeName = (text: string) =>
  text.replace(/[\\/:*?"<>|\s]+/g, '-').replace(/^-+|-+$/g, '') || 'orcamento';

/**
 * `POST /api/signature/quote`: the quote rendered as `GET quote.pdf` renders it, stored as a document of the budget,
 * and sent for signature as a QUOTE. A refused request (a signer, a day) leaves no document behind.
 */
export async function sendQuoteForSignature(
  connection: Connection,
  protocols: ProtocolsClient,
  sources: RenderSources,
  body: z.output<typeof quoteSignatureBodySchema>,
  caller: Caller,
  mailEnabled = false,
): Promise<SignatureRequest> {
  const { protocolId, language = DEFAULT_RENDER_LANGUAGE, ...request } = body;
  const [data, letterhead] = await Promise.all([sources.protocol(protocolId), sources.letterhead()]);
  const { title, content } = quoteContent(data, letterhead, language, new Date());
  const logo = await logoDataUrl(letterhead.logo);
  const bytes = await renderPdf({ letterhead, logo, language, title, content });
  const { pageCount } = await inspectPdf(bytes);
  const fileId = await storeBytes(connection, bytes);
  let documentId: string | undefined;
  try {
    const document = await createDocument(
      connection,
      {
        protocolId,
        kind: 'OTHER',
        file: { id: fileId, size: bytes.length, sha256: sha256Of(bytes) },
        fileName: `${safeName(title)}.pdf`,
        contentType: 'application/pdf',
        pageCount,
        sentBy: { kind: 'STAFF', userId: caller.sub, name: caller.name },
        officeMade: true,
      },
      caller,
    );
    documentId = document.id;
    return await createSignature(
      connection,
      protocols,
      { ...request, documentId, purpose: 'QUOTE' },
      caller,
      mailEnabled,
    );
  } catch (error) {
    if (documentId) await documentModel(connection).deleteOne({ _id: documentId });
    await removeStoredFile(connection, fileId);
    throw error;
  }
}
