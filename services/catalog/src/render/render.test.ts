import sharp from 'sharp';
import { CATALOG_RENDER_INTERNAL } from '@linhagem/contracts';
import { INTERNAL_TOKEN_HEADER, signServiceToken } from '@linhagem/service-kit';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import { startCatalogTestService, type CatalogTestService } from '../../test/support';

let service: CatalogTestService;
beforeAll(async () => {
  service = await startCatalogTestService();
});
afterAll(() => service.close());

const asDocuments = { [INTERNAL_TOKEN_HEADER]: signServiceToken('documents') };
const get = (path: string, headers: Record<string, string> = asDocuments) =>
  requestJson(`${service.url}${path}`, { headers });

describe.each([
  ['/api/letter', 'text', { name: 'Carta' }],
  ['/api/contract', 'text', { name: 'Contrato' }],
  ['/api/text-fragment', 'content', { name: 'Fragmento', code: 'MERGE-1' }],
])('%s merge fields', (path, field, base) => {
  it('refuses an unknown merge field when the template is saved, on create and on update', async () => {
    const refused = await service.call('POST', path, {
      ...base,
      [field]: '<p>Prezado {{nomeDoCliente}}, {{clientName}} {{ officeName }}</p>',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'catalog.merge-field-unknown',
      details: { field, fields: ['nomeDoCliente', ' officeName '] },
    });
    const saved = await service.call('POST', path, {
      ...base,
      [field]: '<p>{{clientName}} {{officeCnpj}} {{todayInWords}} {{fragment:ANY}}</p>',
    });
    expect(saved.status).toBe(201);
    const updated = await service.call('POST', `${path}/${saved.body.id}`, {
      ...base,
      [field]: '<p>{{clientNome}}</p>',
    });
    expect(updated.status).toBe(400);
    expect(updated.body.code).toBe('catalog.merge-field-unknown');
  });
});

describe('the rich text keeps what the editor makes', () => {
  it('keeps tables, lists, headings, links and alignment', async () => {
    const html =
      '<h2>Título</h2><ol><li>um</li></ol><ul><li>dois</li></ul><p class="ql-align-right"><a href="https://x.org">x</a></p>' +
      '<table><tbody><tr><td>a</td><td colspan="2">b</td></tr></tbody></table>';
    const saved = await service.call('POST', '/api/letter', { name: 'Rica', text: html });
    expect(saved.body.text).toContain(
      '<table><tbody><tr><td>a</td><td colspan="2">b</td></tr></tbody></table>',
    );
    expect(saved.body.text).toContain('<h2>Título</h2><ol><li>um</li></ol>');
  });
});

describe('internal API for services/documents', () => {
  it('answers the letterhead: office, logo bytes and the budget defaults with the payment-terms fragment', async () => {
    await service.call('POST', '/api/configuration/office', {
      name: 'Linhagem Cidadania',
      cnpj: '11.222.333/0001-81',
      phones: ['(11) 3333-4444'],
      email: 'contato@linhagem.test',
      address: 'Rua Augusta, 1',
    });
    await service.call('POST', '/api/text-fragment', {
      name: 'Pagamento',
      code: 'PAGAMENTO',
      content: '<p>50% na assinatura</p>',
    });
    await service.call('POST', '/api/configuration/budget-services-protocol', {
      validityDays: 15,
      paymentTermsFragment: 'PAGAMENTO',
    });
    const png = await sharp({
      create: { width: 8, height: 4, channels: 3, background: { r: 30, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    const upload = await fetch(`${service.url}/api/configuration/login-page/logo`, {
      method: 'POST',
      headers: { ...callerHeaders('ADMINISTRATOR'), 'content-type': 'image/png' },
      body: new Uint8Array(png),
    });
    expect(upload.status).toBe(200);
    const answer = await get(CATALOG_RENDER_INTERNAL.letterheadPath);
    expect(answer.status).toBe(200);
    expect(answer.body.office).toMatchObject({ name: 'Linhagem Cidadania', cnpj: '11.222.333/0001-81' });
    expect(answer.body.budget).toEqual({
      validityDays: 15,
      paymentTerms: '<p>50% na assinatura</p>',
      headerText: '',
      footerText: '',
    });
    expect(answer.body.logo.contentType).toBe('image/png');
    expect(Buffer.from(answer.body.logo.base64, 'base64').subarray(1, 4).toString()).toBe('PNG');
  });

  it('refuses budget defaults whose texts name unknown fields or whose payment terms name no fragment', async () => {
    const path = '/api/configuration/budget-services-protocol';
    const unknownField = await service.call('POST', path, { headerText: '<p>{{validade}}</p>' });
    expect(unknownField.body).toMatchObject({
      code: 'catalog.merge-field-unknown',
      details: { field: 'headerText' },
    });
    const noFragment = await service.call('POST', path, { paymentTermsFragment: 'NENHUM' });
    expect(noFragment.status).toBe(400);
    expect(noFragment.body).toMatchObject({ code: 'catalog.link-not-found', details: { ids: ['NENHUM'] } });
  });

  it('answers a letter or contract with its active fragments, 404 when unknown', async () => {
    await service.call('POST', '/api/text-fragment', {
      name: 'Ass',
      code: 'ASS',
      content: '<p>{{officeName}}</p>',
    });
    const letter = await service.call('POST', '/api/letter', {
      name: 'Boas-vindas',
      text: '<p>Olá</p>{{fragment:ASS}}',
    });
    const answer = await get(CATALOG_RENDER_INTERNAL.templatePath('letter', letter.body.id));
    expect(answer.body).toEqual({
      id: letter.body.id,
      name: 'Boas-vindas',
      text: '<p>Olá</p>{{fragment:ASS}}',
      active: true,
      fragments: { ASS: '<p>{{officeName}}</p>' },
    });
    expect((await get(CATALOG_RENDER_INTERNAL.templatePath('contract', letter.body.id))).status).toBe(404);
    expect((await get('/internal/render/budget/' + letter.body.id)).status).toBe(400);
  });

  it('answers services only', async () => {
    expect((await get(CATALOG_RENDER_INTERNAL.letterheadPath, callerHeaders('ADMINISTRATOR'))).status).toBe(
      403,
    );
    expect((await get(CATALOG_RENDER_INTERNAL.letterheadPath, {})).status).toBe(401);
  });
});
