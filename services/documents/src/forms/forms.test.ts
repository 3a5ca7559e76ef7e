import { createHash } from 'node:crypto';
import { PDFCheckBox, PDFDocument, PDFDropdown, PDFRadioGroup, PDFTextField } from 'pdf-lib';
import {
  CATALOG_ERROR_CODES,
  DOCUMENT_API,
  ERROR_CODES,
  FORM_FILL_API,
  FORM_TEMPLATE_API,
  FORM_TEMPLATE_ERROR_CODES,
  type FormFillResult,
  type FormTemplate,
  type UserLevel,
} from '@linhagem/contracts';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import { makeFormPdf } from '../../test/formPdf';
import { makeJpeg, makePdf, makeText } from '../../test/files';
import { startRenderStack, type RenderStack } from '../../test/renderStack';
import { authHeaders, uploadAs, type UploadPart } from '../../test/support';

let stack: RenderStack;
let protocol: { id: string; code: string; clientIds: string[] };
let budgetId: string;
let perApplicant: FormTemplate;
let perProtocol: FormTemplate;

const OFFICE = {
  name: 'Linhagem Genealogia e Cidadania',
  cnpj: '11.222.333/0001-81',
  phones: ['(11) 3333-4444'],
  email: 'contato@linhagem.test',
  address: 'Rua Augusta, 1500 – São Paulo',
};
const JOAO = 'João Conceição Ação';
const NICOLO = 'Nicolò Sforza Perché';
const missingId = '0123456789abcdef01234567';

const api = async (method: string, path: string, body?: unknown, level: UserLevel | null = 'ADMINISTRATOR') =>
  requestJson(`${stack.documents.url}${path}`, {
    method,
    headers: level ? callerHeaders(level) : { 'content-type': 'application/json' },
    body,
  });
const uploadTemplate = (
  fields: Record<string, string>,
  file: UploadPart,
  level: UserLevel = 'ADMINISTRATOR',
) => uploadAs(`${stack.documents.url}${FORM_TEMPLATE_API.collection}`, fields, [file], authHeaders(level));
const formFile = async (): Promise<UploadPart> => ({
  bytes: await makeFormPdf(),
  name: 'procuração.pdf',
  type: 'application/pdf',
});
const storedTemplates = () =>
  stack.documents.database.connection.db!.collection('formTemplates').countDocuments();
const storedDocuments = () =>
  stack.documents.database.connection.db!.collection('documents').countDocuments();

const MAPPING = [
  { name: 'nome', mergeField: 'clientName' },
  { name: 'cpf', mergeField: 'clientCpf' },
  { name: 'cidade_nascimento', mergeField: 'clientBirthCity' },
  { name: 'escritorio', mergeField: 'officeName' },
  { name: 'data', mergeField: 'today' },
  { name: 'maior_de_idade', mergeField: 'clientBirthDay' },
  { name: 'cidade_lista', mergeField: 'clientBirthCity' },
  { name: 'estado_civil', text: 'Viúvo(a)' },
  { name: 'via', text: 'presencial' },
];

beforeAll(async () => {
  stack = await startRenderStack();
  const { call, catalog, clients, protocols } = stack;
  await call(catalog, 'POST', '/api/configuration/office', OFFICE);
  const joao = await call(clients, 'POST', '/api/client', {
    name: JOAO,
    confirmDuplicateName: true,
    cpf: '529.982.247-25',
    birthDay: '1950-03-04',
    birthPlace: { country: 'BRASIL', state: 'MG', city: 'São João del-Rei' },
  });
  const nicolo = await call(clients, 'POST', '/api/client', { name: NICOLO, confirmDuplicateName: true });
  const created = await call(protocols, 'POST', '/api/protocol', {
    name: 'Família Ação',
    mainClient: joao.id,
    clients: [joao.id, nicolo.id],
  });
  protocol = { id: created.id, code: created.code, clientIds: [joao.id, nicolo.id] };
  budgetId = (await call(protocols, 'POST', '/api/budget', { name: 'Orçamento', mainClient: nicolo.id })).id;
});
afterAll(() => stack.close());

describe('a form template', () => {
  it('is uploaded by an administrator, its fields read with their types and options', async () => {
    const sent = await uploadTemplate(
      { name: 'Procuração (por requerente)', per: 'APPLICANT' },
      await formFile(),
    );
    expect(sent.status).toBe(201);
    perApplicant = sent.body;
    expect(perApplicant).toMatchObject({
      name: 'Procuração (por requerente)',
      per: 'APPLICANT',
      fileName: 'procuração.pdf',
    });
    expect(perApplicant.fields.map((f) => [f.name, f.type])).toEqual([
      ['nome', 'TEXT'],
      ['cpf', 'TEXT'],
      ['cidade_nascimento', 'TEXT'],
      ['escritorio', 'TEXT'],
      ['data', 'TEXT'],
      ['observacoes', 'TEXT'],
      ['maior_de_idade', 'CHECKBOX'],
      ['cidade_lista', 'DROPDOWN'],
      ['estado_civil', 'DROPDOWN'],
      ['via', 'RADIO'],
    ]);
    expect(perApplicant.fields.find((f) => f.name === 'cidade_lista')?.options).toEqual([
      'São Paulo',
      'São João del-Rei',
      'Belo Horizonte',
    ]);
    const again = await uploadTemplate(
      { name: 'Declaração do escritório', per: 'PROTOCOL' },
      await formFile(),
    );
    expect(again.status).toBe(201);
    perProtocol = again.body;
  });

  it('is mapped to merge fields and fixed texts, and answers its mapping', async () => {
    const saved = await api('PUT', FORM_TEMPLATE_API.item(perApplicant.id), {
      name: 'Procuração',
      per: 'APPLICANT',
      fields: MAPPING,
    });
    expect(saved.status).toBe(200);
    const read = await api('GET', FORM_TEMPLATE_API.item(perApplicant.id), undefined, 'NORMAL');
    expect(read.status).toBe(200);
    expect(read.body.name).toBe('Procuração');
    expect(read.body.fields).toContainEqual({ name: 'nome', type: 'TEXT', mergeField: 'clientName' });
    expect(read.body.fields).toContainEqual(expect.objectContaining({ name: 'via', text: 'presencial' }));
    expect(read.body.fields.find((f: { name: string }) => f.name === 'observacoes')).toEqual({
      name: 'observacoes',
      type: 'TEXT',
    });
    const protocolWide = await api('PUT', FORM_TEMPLATE_API.item(perProtocol.id), {
      name: 'Declaração do escritório',
      per: 'PROTOCOL',
      fields: [
        { name: 'nome', mergeField: 'mainClientName' },
        { name: 'escritorio', mergeField: 'officeName' },
        { name: 'observacoes', text: 'Família Ação – cidadania italiana' },
      ],
    });
    expect(protocolWide.status).toBe(200);
    const list = await api('GET', FORM_TEMPLATE_API.collection, undefined, 'NORMAL');
    expect(list.body).toEqual([
      expect.objectContaining({ id: perProtocol.id, fieldCount: 10, mappedCount: 3 }),
      expect.objectContaining({ id: perApplicant.id, fieldCount: 10, mappedCount: 9 }),
    ]);
  });

  it('refuses an unknown merge field with the catalogue code, a field not in the PDF, and malformed bodies', async () => {
    const put = (body: unknown) => api('PUT', FORM_TEMPLATE_API.item(perApplicant.id), body);
    const base = { name: 'Procuração', per: 'APPLICANT' };
    const unknown = await put({ ...base, fields: [{ name: 'nome', mergeField: 'clientShoeSize' }] });
    expect([unknown.status, unknown.body.code]).toEqual([400, CATALOG_ERROR_CODES.mergeFieldUnknown]);
    expect(unknown.body.details.fields).toEqual(['clientShoeSize']);
    // a table's markup has no place in a form's box
    const table = await put({ ...base, fields: [{ name: 'nome', mergeField: 'servicesTable' }] });
    expect([table.status, table.body.code]).toEqual([400, CATALOG_ERROR_CODES.mergeFieldUnknown]);
    const notInPdf = await put({ ...base, fields: [{ name: 'sobrenome', text: 'x' }] });
    expect([notInPdf.status, notInPdf.body.code]).toEqual([400, FORM_TEMPLATE_ERROR_CODES.unknownField]);
    expect(notInPdf.body.details.fields).toEqual(['sobrenome']);
    const twice = await put({
      ...base,
      fields: [
        { name: 'nome', text: 'a' },
        { name: 'nome', text: 'b' },
      ],
    });
    expect([twice.status, twice.body.code]).toEqual([400, FORM_TEMPLATE_ERROR_CODES.duplicateField]);
    for (const body of [
      { ...base, fields: [{ name: 'nome' }] },
      { ...base, fields: [{ name: 'nome', text: 'a', mergeField: 'clientName' }] },
      { ...base, per: 'FAMILY', fields: [] },
      { ...base, name: '', fields: [] },
      { ...base, fields: [], extra: 1 },
      { ...base },
    ])
      expect([body, (await put(body)).body.code]).toEqual([body, ERROR_CODES.validation]);
    // nothing of the refused calls was written
    const read = await api('GET', FORM_TEMPLATE_API.item(perApplicant.id));
    expect(
      read.body.fields.filter((f: { mergeField?: string; text?: string }) => f.mergeField || f.text),
    ).toHaveLength(9);
  });

  it('refuses a lying file, a PDF without form fields and bad fields, storing nothing', async () => {
    const before = await storedTemplates();
    const fields = { name: 'Formulário', per: 'PROTOCOL' };
    const text = await uploadTemplate(fields, {
      bytes: makeText(),
      name: 'form.pdf',
      type: 'application/pdf',
    });
    expect([text.status, text.body.code]).toEqual([415, FORM_TEMPLATE_ERROR_CODES.notPdf]);
    const jpeg = await uploadTemplate(fields, { bytes: await makeJpeg(), name: 'form.pdf', type: '' });
    expect([jpeg.status, jpeg.body.code]).toEqual([415, FORM_TEMPLATE_ERROR_CODES.notPdf]);
    const plain = await uploadTemplate(fields, {
      bytes: await makePdf(),
      name: 'plain.pdf',
      type: 'application/pdf',
    });
    expect([plain.status, plain.body.code]).toEqual([422, FORM_TEMPLATE_ERROR_CODES.noFields]);
    const noPer = await uploadTemplate({ name: 'x' }, await formFile());
    expect([noPer.status, noPer.body.code]).toEqual([400, ERROR_CODES.validation]);
    const badPer = await uploadTemplate({ name: 'x', per: 'EVERYONE' }, await formFile());
    expect(badPer.status).toBe(400);
    const noFile = await uploadTemplate(fields, { ...(await formFile()), field: 'document' });
    expect(noFile.status).toBe(400);
    const json = await api('POST', FORM_TEMPLATE_API.collection, { name: 'x', per: 'PROTOCOL' });
    expect(json.status).toBe(415);
    expect(await storedTemplates()).toBe(before);
    const files = await stack.documents.database.connection
      .db!.collection('documentFiles.files')
      .countDocuments();
    expect(files).toBe(before);
  });

  it('is uploaded and mapped by administrators only, read by the staff who fill forms', async () => {
    for (const level of ['LIMITED', 'NORMAL'] as const) {
      expect((await uploadTemplate({ name: 'x', per: 'PROTOCOL' }, await formFile(), level)).status).toBe(
        403,
      );
      const put = await api(
        'PUT',
        FORM_TEMPLATE_API.item(perApplicant.id),
        { name: 'x', per: 'PROTOCOL', fields: [] },
        level,
      );
      expect(put.status).toBe(403);
      expect((await api('DELETE', FORM_TEMPLATE_API.item(perApplicant.id), undefined, level)).status).toBe(
        403,
      );
    }
    expect((await api('GET', FORM_TEMPLATE_API.collection, undefined, 'LIMITED')).status).toBe(403);
    expect((await api('GET', FORM_TEMPLATE_API.item(perApplicant.id), undefined, 'LIMITED')).status).toBe(
      403,
    );
    expect((await api('GET', FORM_TEMPLATE_API.collection, undefined, null)).status).toBe(401);
    expect((await api('GET', FORM_TEMPLATE_API.item(missingId), undefined, 'NORMAL')).status).toBe(404);
    expect((await api('GET', FORM_TEMPLATE_API.item('nope'), undefined, 'NORMAL')).status).toBe(400);
    expect(
      (await api('PUT', FORM_TEMPLATE_API.item(missingId), { name: 'x', per: 'PROTOCOL', fields: [] }))
        .status,
    ).toBe(404);
    const file = await fetch(`${stack.documents.url}${FORM_TEMPLATE_API.file(perApplicant.id)}`, {
      headers: authHeaders('NORMAL'),
    });
    expect(file.status).toBe(200);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(perApplicant.sha256);
  });
});

/** A stored document's bytes and record, as the staff's documents tab serves them. */
async function storedDocument(id: string) {
  const record = await api('GET', DOCUMENT_API.item(id), undefined, 'LIMITED');
  const response = await fetch(`${stack.documents.url}${DOCUMENT_API.content(id)}`, {
    headers: authHeaders('LIMITED'),
  });
  return { record: record.body, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('filling the forms of a protocol', () => {
  let results: FormFillResult[];

  it('makes one PDF per applicant and one for the protocol, each stored as a document of the protocol', async () => {
    const fill = await api(
      'POST',
      FORM_FILL_API.fill(protocol.id),
      { formTemplateIds: [perApplicant.id, perProtocol.id], language: 'pt-BR' },
      'NORMAL',
    );
    expect(fill.status).toBe(200);
    results = fill.body;
    expect(results.map((r) => [r.formTemplateId, r.clientId, r.filled, r.total])).toEqual([
      [perApplicant.id, protocol.clientIds[0], 8, 10],
      [perApplicant.id, protocol.clientIds[1], 4, 10],
      [perProtocol.id, null, 3, 10],
    ]);
    for (const result of results) {
      const { record, bytes } = await storedDocument(result.documentId);
      expect(record).toMatchObject({
        protocolId: protocol.id,
        kind: 'OTHER',
        contentType: 'application/pdf',
      });
      expect(record.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(record.size).toBe(bytes.length);
    }
    expect((await storedDocument(results[0].documentId)).record.fileName).toBe(`Procuração - ${JOAO}.pdf`);
  });

  it('fills text, checkbox, dropdown and radio fields with the accents kept', async () => {
    const form = async (k: number) =>
      (await PDFDocument.load((await storedDocument(results[k].documentId)).bytes)).getForm();
    const joao = await form(0);
    const text = (f: typeof joao, name: string) => f.getField(name) as PDFTextField;
    expect(text(joao, 'nome').getText()).toBe(JOAO);
    expect(text(joao, 'cpf').getText()).toBe('52998224725'); // as the client's record keeps it
    expect(text(joao, 'cidade_nascimento').getText()).toBe('São João del-Rei');
    expect(text(joao, 'escritorio').getText()).toBe(OFFICE.name);
    expect(text(joao, 'data').getText()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(text(joao, 'observacoes').getText()).toBeUndefined();
    expect((joao.getField('maior_de_idade') as PDFCheckBox).isChecked()).toBe(true);
    expect((joao.getField('cidade_lista') as PDFDropdown).getSelected()).toEqual(['São João del-Rei']);
    expect((joao.getField('estado_civil') as PDFDropdown).getSelected()).toEqual([]);
    // "presencial" picks the option "Presencial": case and accents aside
    expect((joao.getField('via') as PDFRadioGroup).getSelected()).toBe('Presencial');

    const nicolo = await form(1);
    expect(text(nicolo, 'nome').getText()).toBe(NICOLO);
    expect(text(nicolo, 'cidade_nascimento').getText()).toBeUndefined();
    expect((nicolo.getField('maior_de_idade') as PDFCheckBox).isChecked()).toBe(false);

    const wide = await form(2);
    expect(text(wide, 'nome').getText()).toBe(JOAO);
    expect(text(wide, 'observacoes').getText()).toBe('Família Ação – cidadania italiana');
  });

  it('says which fields stayed empty, and why', () => {
    expect(results[0].empty).toEqual([
      { field: 'observacoes', reason: 'not-mapped' },
      { field: 'estado_civil', reason: 'no-option' },
    ]);
    expect(results[1].empty).toEqual([
      { field: 'cpf', reason: 'no-value', mergeField: 'clientCpf' },
      { field: 'cidade_nascimento', reason: 'no-value', mergeField: 'clientBirthCity' },
      { field: 'observacoes', reason: 'not-mapped' },
      { field: 'maior_de_idade', reason: 'no-value', mergeField: 'clientBirthDay' },
      { field: 'cidade_lista', reason: 'no-value', mergeField: 'clientBirthCity' },
      { field: 'estado_civil', reason: 'no-option' },
    ]);
  });

  it('is for NORMAL and above, on a protocol and templates that exist, whole or nothing', async () => {
    const body = { formTemplateIds: [perApplicant.id] };
    expect((await api('POST', FORM_FILL_API.fill(protocol.id), body, 'LIMITED')).status).toBe(403);
    expect((await api('POST', FORM_FILL_API.fill(protocol.id), body, null)).status).toBe(401);
    const before = await storedDocuments();
    const unknownProtocol = await api('POST', FORM_FILL_API.fill(missingId), body, 'NORMAL');
    expect(unknownProtocol.status).toBe(404);
    // one template of the two is unknown: neither is filled
    const unknownTemplate = await api(
      'POST',
      FORM_FILL_API.fill(protocol.id),
      { formTemplateIds: [perApplicant.id, missingId] },
      'NORMAL',
    );
    expect(unknownTemplate.status).toBe(404);
    const budget = await api('POST', FORM_FILL_API.fill(budgetId), body, 'NORMAL');
    expect(budget.status).toBe(409);
    for (const bad of [{}, { formTemplateIds: [] }, { formTemplateIds: ['nope'] }, { ...body, x: 1 }])
      expect([bad, (await api('POST', FORM_FILL_API.fill(protocol.id), bad, 'NORMAL')).body.code]).toEqual([
        bad,
        ERROR_CODES.validation,
      ]);
    expect((await api('POST', FORM_FILL_API.fill('nope'), body, 'NORMAL')).status).toBe(400);
    expect(await storedDocuments()).toBe(before);
  });

  it('deletes a template (administrators), which then cannot be filled', async () => {
    expect((await api('DELETE', FORM_TEMPLATE_API.item(perProtocol.id))).status).toBe(204);
    expect((await api('GET', FORM_TEMPLATE_API.item(perProtocol.id))).status).toBe(404);
    const fill = await api(
      'POST',
      FORM_FILL_API.fill(protocol.id),
      { formTemplateIds: [perProtocol.id] },
      'NORMAL',
    );
    expect(fill.status).toBe(404);
    // the forms filled before keep their own bytes
    expect((await storedDocument(results[2].documentId)).bytes.length).toBeGreaterThan(0);
  });
});
