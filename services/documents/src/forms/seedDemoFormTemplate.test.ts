import { PDFDocument, PDFTextField } from 'pdf-lib';
import { DOCUMENT_API, FORM_FILL_API, FORM_TEMPLATE_API, type FormFillResult } from '@linhagem/contracts';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import { startRenderStack, type RenderStack } from '../../test/renderStack';
import { authHeaders } from '../../test/support';
import { seedDemoFormTemplate } from './seedDemoFormTemplate';

let stack: RenderStack;
beforeAll(async () => {
  stack = await startRenderStack();
});
afterAll(() => stack.close());

it('seeds one power of attorney of 12 mapped fields, once, that fills for each applicant', async () => {
  const { connection } = stack.documents.database;
  expect(await seedDemoFormTemplate(connection)).toBe(1);
  expect(await seedDemoFormTemplate(connection)).toBe(0);
  const headers = callerHeaders('NORMAL');
  const [summary] = (await requestJson(`${stack.documents.url}${FORM_TEMPLATE_API.collection}`, { headers }))
    .body;
  expect(summary).toMatchObject({ per: 'APPLICANT', fieldCount: 12, mappedCount: 12 });

  const { call, clients, protocols } = stack;
  const ana = await call(clients, 'POST', '/api/client', {
    name: 'Ângela Fontana',
    confirmDuplicateName: true,
    email: 'angela@exemplo.com.br',
    birthPlace: { country: 'BRASIL', state: 'SP', city: 'Ribeirão Preto' },
  });
  const created = await call(protocols, 'POST', '/api/protocol', { name: 'Fontana', mainClient: ana.id });
  const fill = await requestJson(`${stack.documents.url}${FORM_FILL_API.fill(created.id)}`, {
    method: 'POST',
    headers,
    body: { formTemplateIds: [summary.id] },
  });
  expect(fill.status).toBe(200);
  const [result] = fill.body as FormFillResult[];
  // no CPF, no birth date, no office configured: each empty field says which merge field had no value
  expect(result.total).toBe(12);
  expect(result.empty.map((e) => [e.field, e.reason, e.mergeField])).toEqual([
    ['outorgante_cpf', 'no-value', 'clientCpf'],
    ['outorgante_nascimento', 'no-value', 'clientBirthDay'],
    ['outorgada_nome', 'no-value', 'officeName'],
    ['outorgada_cnpj', 'no-value', 'officeCnpj'],
    ['outorgada_endereco', 'no-value', 'officeAddress'],
  ]);
  const content = await fetch(`${stack.documents.url}${DOCUMENT_API.content(result.documentId)}`, {
    headers: authHeaders('NORMAL'),
  });
  const form = (await PDFDocument.load(await content.arrayBuffer())).getForm();
  expect((form.getField('outorgante_nome') as PDFTextField).getText()).toBe('Ângela Fontana');
  expect((form.getField('outorgante_cidade_natal') as PDFTextField).getText()).toBe('Ribeirão Preto');
  expect(form.getCheckBox('firma_reconhecida').isChecked()).toBe(true);
  expect(form.getDropdown('finalidade').getSelected()).toEqual(['Cidadania italiana']);
});
