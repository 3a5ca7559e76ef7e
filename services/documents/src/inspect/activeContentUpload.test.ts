import { DOCUMENT_API, DOCUMENT_ERROR_CODES, PUBLIC_DOCUMENT_API } from '@linhagem/contracts';
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
import {
  startDocumentsApiTestService,
  uploadAs,
  type CaseWithCertificates,
  type DocumentsApiTestService,
} from '../../test/support';

// docs/adr-documents.md "PDF checks": over HTTP, from the family's portal and from staff, a PDF carrying active
// content anywhere is refused with its code and nothing of it is stored (refused, never rewritten)
let service: DocumentsApiTestService;
let family: CaseWithCertificates;
let address = 1;
beforeAll(async () => {
  service = await startDocumentsApiTestService();
  family = await service.caseWithCertificates('Lia Ativa');
  await service.requestFromFamily(family.birth);
});
afterAll(() => service.close());

const fromFamily = (bytes: Buffer) =>
  uploadAs(
    `${service.url}${PUBLIC_DOCUMENT_API.documents(family.id, family.accessCode)}`,
    { certificateId: family.birth, kind: 'ORIGINAL_SCAN' },
    [{ bytes, name: 'certidao.pdf', type: 'application/pdf' }],
    { 'x-forwarded-for': `10.8.0.${address++}` },
  );
const fromStaff = (bytes: Buffer) =>
  uploadAs(`${service.url}${DOCUMENT_API.collection}`, { protocolId: family.id, kind: 'OTHER' }, [
    { bytes, name: 'certidao.pdf', type: 'application/pdf' },
  ]);

it.each([
  [
    'a launch action in an object stream',
    () => launchLink(true),
    DOCUMENT_ERROR_CODES.pdfActiveContent,
    'Launch',
  ],
  [
    'a form that submits data',
    () => formAction('SubmitForm'),
    DOCUMENT_ERROR_CODES.pdfActiveContent,
    'SubmitForm',
  ],
  ['an embedded file', embeddedFile, DOCUMENT_ERROR_CODES.pdfActiveContent, 'EmbeddedFile'],
  ['rich media', richMedia, DOCUMENT_ERROR_CODES.pdfActiveContent, 'RichMedia'],
  ['a script no cross-reference names', unlistedScript, DOCUMENT_ERROR_CODES.pdfJavaScript, undefined],
  ['a duplicate object number launching', duplicateLaunch, DOCUMENT_ERROR_CODES.pdfActiveContent, 'Launch'],
  ['a script in #-escaped names', escapedScript, DOCUMENT_ERROR_CODES.pdfJavaScript, undefined],
  [
    'an action chain deeper than a reader follows',
    () => actionChain(41),
    DOCUMENT_ERROR_CODES.pdfActiveContent,
    'nesting deeper than a reader follows',
  ],
])('refuses %s from the family and from staff, storing nothing', async (_, make, code, found) => {
  const bytes = await make();
  const before = await service.stored();
  for (const answer of [await fromFamily(bytes), await fromStaff(bytes)]) {
    expect([answer.status, answer.body.code]).toEqual([422, code]);
    if (found) expect(answer.body.details).toEqual({ found });
  }
  expect(await service.stored()).toEqual(before);
});

it('takes a plain PDF with a short chain of page jumps', async () => {
  expect((await fromFamily(await actionChain(2))).status).toBe(201);
});
