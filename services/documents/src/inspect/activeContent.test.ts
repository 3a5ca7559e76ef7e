import { DOCUMENT_ERROR_CODES } from '@linhagem/contracts';
import {
  actionChain,
  duplicateLaunch,
  embeddedFile,
  escapedScript,
  formAction,
  launchLink,
  richMedia,
  unlistedScript,
} from '../../test/activePdfs';
import { inspectPdf } from './pdf';

const refused = (code: string, found?: string) =>
  expect.objectContaining({ status: 422, code, ...(found ? { details: { found } } : {}) });

describe('a PDF with active content is refused wherever it hides', () => {
  it.each([true, false])('a launch action on a link (object streams: %s)', async (objectStreams) => {
    await expect(inspectPdf(await launchLink(objectStreams))).rejects.toEqual(
      refused(DOCUMENT_ERROR_CODES.pdfActiveContent, 'Launch'),
    );
  });

  it('a form that submits or imports data', async () => {
    for (const S of ['SubmitForm', 'ImportData'])
      await expect(inspectPdf(await formAction(S))).rejects.toEqual(
        refused(DOCUMENT_ERROR_CODES.pdfActiveContent, S),
      );
  });

  it('an embedded file and rich media', async () => {
    await expect(inspectPdf(await embeddedFile())).rejects.toEqual(
      refused(DOCUMENT_ERROR_CODES.pdfActiveContent, 'EmbeddedFile'),
    );
    await expect(inspectPdf(await richMedia())).rejects.toEqual(
      refused(DOCUMENT_ERROR_CODES.pdfActiveContent, 'RichMedia'),
    );
  });

  it('a script in an incremental update a parser keeps or not, and in a duplicate object number', async () => {
    // a new object no cross-reference names: pdf-lib never sees it, a lenient reader may
    await expect(inspectPdf(await unlistedScript())).rejects.toEqual(
      refused(DOCUMENT_ERROR_CODES.pdfJavaScript),
    );
    // object 1 defined again, with its name written in #-escapes
    await expect(inspectPdf(await duplicateLaunch())).rejects.toEqual(
      refused(DOCUMENT_ERROR_CODES.pdfActiveContent, 'Launch'),
    );
    await expect(inspectPdf(await escapedScript())).rejects.toEqual(
      refused(DOCUMENT_ERROR_CODES.pdfJavaScript),
    );
  });

  it('an action chain deeper than a reader follows', async () => {
    await expect(inspectPdf(await actionChain(41))).rejects.toEqual(
      refused(DOCUMENT_ERROR_CODES.pdfActiveContent, 'nesting deeper than a reader follows'),
    );
  });

  it('passes a plain page and a short chain of page jumps', async () => {
    expect(await inspectPdf(await actionChain(2))).toEqual({ pageCount: 1 });
  });
});
