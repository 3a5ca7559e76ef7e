import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import {
  CERTIFICATE_API,
  DOCUMENT_API,
  DOSSIER_EXPORT_API,
  type CaseDocument,
  type DocumentKind,
} from '@linhagem/contracts';
import { readPdf } from '../../test/pdfText';
import { makeJpeg, makePdf } from '../../test/files';
import { startRenderStack, type RenderStack } from '../../test/renderStack';
import { authHeaders, uploadAs } from '../../test/support';
import { readZip } from '../../test/zip';

let stack: RenderStack;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

type Case = { id: string; code: string };
let family: Case;
let empty: Case;
let budgetId: string;
let other: Case;
/** what each stored file's bytes are, by document id */
const stored = new Map<string, { document: CaseDocument; bytes: Buffer }>();
let otherDocumentId: string;

const OFFICE = {
  name: 'Linhagem Genealogia e Cidadania',
  cnpj: '11.222.333/0001-81',
  phones: ['(11) 3333-4444'],
  email: 'contato@linhagem.test',
  address: 'Rua Augusta, 1500 – São Paulo',
};

async function newCase(name: string, budget = false): Promise<Case> {
  const { call, clients, protocols } = stack;
  const client = (await call(clients, 'POST', '/api/client', { name, confirmDuplicateName: true })).id;
  const created = await call(protocols, 'POST', budget ? '/api/budget' : '/api/protocol', {
    name: `Cidadania ${name}`,
    familyName: name.split(' ').pop(),
    mainClient: client,
    clients: [client],
  });
  return { id: created.id, code: created.code };
}

async function person(
  protocolId: string,
  body: { category: string; name: string; parentId?: string; certificates: object[] },
) {
  const saved = await stack.call(stack.protocols, 'POST', CERTIFICATE_API.collection, {
    protocolId,
    ...body,
  });
  return saved as { id: string; certificates: { id: string }[] };
}

async function upload(
  protocolId: string,
  certificateId: string,
  kind: DocumentKind,
  bytes: Buffer,
  review?: 'ACCEPTED' | 'REJECTED',
): Promise<string> {
  const sent = await uploadAs(
    `${stack.documents.url}${DOCUMENT_API.collection}`,
    { protocolId, certificateId, kind },
    [{ bytes, name: 'scan' }],
    authHeaders('NORMAL'),
  );
  if (sent.status !== 201) throw new Error(`upload: ${sent.status} ${JSON.stringify(sent.body)}`);
  let document = sent.body as CaseDocument;
  if (review)
    document = await stack.call(
      stack.documents,
      'POST',
      DOCUMENT_API.review(document.id),
      { decision: review, reason: review === 'REJECTED' ? 'ilegível' : undefined },
      'NORMAL',
    );
  stored.set(document.id, { document, bytes });
  return document.id;
}

const accepted: Record<string, string> = {};

beforeAll(async () => {
  stack = await startRenderStack();
  await stack.call(stack.catalog, 'POST', '/api/configuration/office', OFFICE);
  family = await newCase('Giuseppe Fontana');
  empty = await newCase('Ana Vazia');
  other = await newCase('Outro Caso');
  budgetId = (await newCase('Orçamento Só', true)).id;

  const immigrant = await person(family.id, {
    category: 'IMMIGRANT',
    name: 'Giuseppe Fontana',
    certificates: [
      { typeOfCertificate: 'WEDDING', typeOfDocument: 'CIVIL', statusDocument: 'IN_OFFICE' },
      {
        typeOfCertificate: 'BIRTH',
        typeOfDocument: 'NORMAL',
        statusDocument: 'IN_OFFICE',
        apostilleStatus: 'NOT_NECESSARY',
        statusTranslate: 'NOT_NECESSARY',
      },
    ],
  });
  const [wedding, birth] = immigrant.certificates;
  // a name with the characters Windows forbids, and a reserved device name
  const son = await person(family.id, {
    category: 'ASCENDANT',
    name: 'João "Zé" da Silva / Souza',
    parentId: immigrant.id,
    certificates: [
      {
        typeOfCertificate: 'BIRTH',
        typeOfDocument: 'NORMAL',
        statusDocument: 'SEND_TO_TRANSLATOR',
        apostilleStatus: 'APOSTILLED',
        statusTranslate: 'TRANSLATED',
      },
    ],
  });
  const applicant = await person(family.id, {
    category: 'APPLICANT',
    name: 'CON',
    parentId: son.id,
    certificates: [{ typeOfCertificate: 'BIRTH', typeOfDocument: 'NORMAL' }],
  });
  // a person with nothing accepted keeps its number on the cover and has no folder
  await person(family.id, {
    category: 'APPLICANT',
    name: 'Nicolò Perché',
    parentId: son.id,
    certificates: [{ typeOfCertificate: 'BIRTH', typeOfDocument: 'NORMAL' }],
  });

  accepted.immigrantBirth = await upload(family.id, birth.id, 'ORIGINAL_SCAN', await makePdf(), 'ACCEPTED');
  // two accepted versions of the wedding's copy: the newest is packed
  await upload(family.id, wedding.id, 'ORIGINAL_SCAN', await makePdf({ pages: 2 }), 'ACCEPTED');
  accepted.immigrantWedding = await upload(
    family.id,
    wedding.id,
    'ORIGINAL_SCAN',
    await makePdf({ pages: 3 }),
    'ACCEPTED',
  );
  const sonBirth = son.certificates[0].id;
  accepted.sonTranslation = await upload(family.id, sonBirth, 'TRANSLATION', await makePdf(), 'ACCEPTED');
  accepted.sonOriginal = await upload(family.id, sonBirth, 'ORIGINAL_SCAN', await makeJpeg(), 'ACCEPTED');
  accepted.sonApostille = await upload(
    family.id,
    sonBirth,
    'APOSTILLE_ORIGINAL',
    await makePdf({ pages: 1, objectStreams: false }),
    'ACCEPTED',
  );
  accepted.applicantBirth = await upload(
    family.id,
    applicant.certificates[0].id,
    'ORIGINAL_SCAN',
    await makePdf(),
    'ACCEPTED',
  );
  // waiting for review, or sent back: never in the dossier
  await upload(family.id, applicant.certificates[0].id, 'TRANSLATION', await makePdf());
  await upload(family.id, applicant.certificates[0].id, 'APOSTILLE_ORIGINAL', await makePdf(), 'REJECTED');

  const stranger = await person(other.id, {
    category: 'IMMIGRANT',
    name: 'Estranho',
    certificates: [{ typeOfCertificate: 'BIRTH', typeOfDocument: 'NORMAL' }],
  });
  otherDocumentId = await upload(
    other.id,
    stranger.certificates[0].id,
    'ORIGINAL_SCAN',
    // bytes of its own: no file of the family's case is the same
    await makePdf({ pages: 5 }),
    'ACCEPTED',
  );
}, 120000);
afterAll(() => stack.close());

const exportOf = (protocolId: string, options: Parameters<RenderStack['fetchPdf']>[2] = {}, lang?: string) =>
  stack.fetchPdf(
    'GET',
    `${DOSSIER_EXPORT_API.dossierZip(protocolId)}${lang ? `?lang=${lang}` : ''}`,
    options,
  );

describe('the dossier export (GET /api/protocol/{id}/dossier.zip)', () => {
  it('packs a cover, then the accepted files per person in the route order, each as stored', async () => {
    const answer = await exportOf(family.id, {}, 'en-US');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-disposition')).toContain('attachment');
    // the size is told before the first byte: the browser shows progress
    expect(Number(answer.headers.get('content-length'))).toBe(answer.bytes.length);
    const entries = await readZip(answer.bytes);
    const cover = `00 - Dossier ${family.code.replace(/\//g, '-')}.pdf`;
    expect(entries.map((entry) => entry.name)).toEqual([
      cover,
      '01 - Giuseppe Fontana (immigrant)/01 - birth - original.pdf',
      '01 - Giuseppe Fontana (immigrant)/02 - wedding - original.pdf',
      '02 - João -Zé- da Silva - Souza (ascendant)/01 - birth - original.jpg',
      '02 - João -Zé- da Silva - Souza (ascendant)/02 - birth - apostille.pdf',
      '02 - João -Zé- da Silva - Souza (ascendant)/03 - birth - translation.pdf',
      '03 - CON (applicant)/01 - birth - original.pdf',
    ]);
    expect(entries.every((entry) => entry.utf8)).toBe(true);
    const files = [
      accepted.immigrantBirth,
      accepted.immigrantWedding,
      accepted.sonOriginal,
      accepted.sonApostille,
      accepted.sonTranslation,
      accepted.applicantBirth,
    ];
    entries.slice(1).forEach((entry, k) => {
      const { document, bytes } = stored.get(files[k])!;
      expect([entry.name, sha256(entry.bytes)]).toEqual([entry.name, document.sha256]);
      expect(entry.bytes.equals(bytes)).toBe(true);
    });
    // another case's accepted file never enters this dossier
    const strangerHash = stored.get(otherDocumentId)!.document.sha256;
    expect(entries.some((entry) => sha256(entry.bytes) === strangerHash)).toBe(false);

    const pdf = await readPdf(entries[0].bytes);
    const text = pdf.pages.join(' ');
    expect(pdf.pages[0]).toContain(OFFICE.name);
    expect(pdf.pages[0]).toContain('CNPJ: 11.222.333/0001-81');
    expect(pdf.pages[0]).toContain(`Page 1 of ${pdf.pages.length}`);
    expect(text).toContain(`Dossier ${family.code}`);
    expect(text).toContain('6 accepted files');
    expect(text).toContain('01 - Giuseppe Fontana (immigrant)');
    expect(text).toContain('02 - João -Zé- da Silva - Souza (ascendant)');
    expect(text).toContain('03 - CON (applicant)');
    expect(text).toContain('04 - Nicolò Perché (applicant)');
    expect(text).toContain('birth in the office not necessary not necessary 01 - birth - original.pdf');
    expect(text).toContain(
      'birth send to translator apostilled translated 01 - birth - original.jpg 02 - birth - apostille.pdf 03 - birth - translation.pdf',
    );
    expect(text).toContain('wedding in the office — — 02 - wedding - original.pdf');
  });

  it("writes the cover and the names in the protocol's language (Portuguese by default), accents kept", async () => {
    const answer = await exportOf(family.id);
    expect(answer.status).toBe(200);
    const entries = await readZip(answer.bytes);
    expect(entries.map((entry) => entry.name)).toContain(
      '02 - João -Zé- da Silva - Souza (ascendente)/03 - nascimento - tradução.pdf',
    );
    const text = (await readPdf(entries[0].bytes)).pages.join(' ');
    expect(text).toContain(`Dossiê ${family.code}`);
    expect(text).toContain('6 arquivos aceitos');
    expect(text).toContain('04 - Nicolò Perché (requerente)');
    expect(text).toContain('Página 1 de');
    // the protocol's language, not the caller's: a browser in English still gets the case's Portuguese
    const browser = await exportOf(family.id, { headers: { 'accept-language': 'en-US' } });
    expect((await readZip(browser.bytes))[1].name).toContain('(imigrante)');
    const asked = await stack.fetchPdf('GET', `${DOSSIER_EXPORT_API.dossierZip(family.id)}?lang=en-US`);
    expect((await readZip(asked.bytes))[1].name).toContain('(immigrant)');
  });

  it("records each file it gives in the case documents' audit, as an EXPORT by whom took it", async () => {
    const auditOf = async () =>
      (
        await stack.call(stack.documents, 'POST', `${DOCUMENT_API.audit}?size=100`, { protocolId: family.id })
      ).content.filter((entry: { action: string }) => entry.action === 'EXPORT');
    const before = (await auditOf()).length;
    const answer = await exportOf(family.id, {}, 'en-US');
    expect(answer.status).toBe(200);
    const after = await auditOf();
    const exported = after.slice(0, after.length - before);
    expect(exported).toHaveLength(6);
    expect(exported).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          entityId: accepted.sonOriginal,
          field: 'dossier',
          userName: 'test.limited',
          after: expect.objectContaining({
            protocolId: family.id,
            sha256: stored.get(accepted.sonOriginal)!.document.sha256,
          }),
        }),
      ]),
    );
  });

  it('gives a valid ZIP with only the cover for a case with no accepted files', async () => {
    const answer = await exportOf(empty.id, {}, 'en-US');
    expect(answer.status).toBe(200);
    const entries = await readZip(answer.bytes);
    expect(entries).toHaveLength(1);
    expect(entries[0].name).toMatch(/^00 - Dossier .+\.pdf$/);
    const text = (await readPdf(entries[0].bytes)).pages.join(' ');
    expect(text).toContain('No accepted files yet.');
    expect(text).toContain('The checklist has no persons.');
  });
});

describe('levels and IDOR of the dossier export', () => {
  it('answers every signed-in level (it reads the case) and nobody else', async () => {
    expect((await exportOf(family.id, { level: null })).status).toBe(401);
    for (const level of ['LIMITED', 'NORMAL', 'ADMINISTRATOR'] as const)
      expect([level, (await exportOf(empty.id, { level })).status]).toEqual([level, 200]);
  });

  it('refuses an unknown protocol, a budget and a malformed id before the first byte', async () => {
    expect((await exportOf('0123456789abcdef01234567')).status).toBe(404);
    const budget = await exportOf(budgetId);
    expect(budget.status).toBe(409);
    expect(budget.json).toMatchObject({ code: 'document.budget' });
    expect((await exportOf('nope')).status).toBe(400);
    expect((await stack.fetchPdf('GET', `${DOSSIER_EXPORT_API.dossierZip(family.id)}?lang=fr`)).status).toBe(
      400,
    );
  });

  it("packs only a case's own files: another case's export has none of this one's", async () => {
    const entries = await readZip((await exportOf(other.id)).bytes);
    expect(entries.map((entry) => entry.name)).toEqual([
      expect.stringMatching(/^00 - /),
      '01 - Estranho (imigrante)/01 - nascimento - original.pdf',
    ]);
    expect(sha256(entries[1].bytes)).toBe(stored.get(otherDocumentId)!.document.sha256);
  });
});

describe('a stored file gone mid-way', () => {
  it('breaks the download off rather than finishing a ZIP with a hole', async () => {
    const db = stack.documents.database.connection.db!;
    const record = await db.collection('documents').findOne({ _id: new Types.ObjectId(otherDocumentId) });
    await db.collection('documentFiles.chunks').deleteMany({ files_id: record!.file });
    const response = await fetch(`${stack.documents.url}${DOSSIER_EXPORT_API.dossierZip(other.id)}`, {
      headers: authHeaders('LIMITED'),
    });
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
  });
});
