import { startCatalogTestService, type CatalogTestService } from '../../test/support';

let service: CatalogTestService;
beforeAll(async () => {
  service = await startCatalogTestService();
});
afterAll(() => service.close());

const HOSTILE =
  '<p onclick="steal()">Prezado {{clientName}},</p><script>alert(1)</script>' +
  '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a><strong style="color:red">ok</strong>' +
  '<p class="ql-align-center">centro</p>';

describe.each([
  ['/api/letter', 'text', { name: 'Carta' }],
  ['/api/contract', 'text', { name: 'Contrato', fragmentGroup: 'italia' }],
  ['/api/text-fragment', 'content', { name: 'Fragmento', code: 'SAFE-1', group: 'italia' }],
])('%s rich text', (path, field, base) => {
  it('is sanitised on the server: no script, event attribute, javascript: link or style comes back', async () => {
    const saved = await service.call('POST', path, { ...base, [field]: HOSTILE });
    expect(saved.status).toBe(201);
    const read = await service.call('GET', `${path}/${saved.body.id}`, undefined, 'LIMITED');
    const html: string = read.body[field];
    for (const banned of ['<script', 'onerror', 'onclick', 'javascript:', 'style=', 'alert(1)', '<img'])
      expect(html).not.toContain(banned);
    expect(html).toContain('<p>Prezado {{clientName}},</p>');
    expect(html).toContain('<strong>ok</strong>');
    expect(html).toContain('<p class="ql-align-center">centro</p>');
  });

  it('is written by administrators only', async () => {
    const refused = await service.call('POST', path, { ...base, code: 'NORMAL-1' }, 'NORMAL');
    expect(refused.status).toBe(403);
  });
});

describe('text fragments', () => {
  it('refuses a duplicate code with 409, whatever its case, on create and on update', async () => {
    const first = await service.call('POST', '/api/text-fragment', {
      name: 'A',
      code: 'DUP',
      content: '<p>a</p>',
    });
    expect(first.status).toBe(201);
    const again = await service.call('POST', '/api/text-fragment', { name: 'B', code: 'dup' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'text-fragment.duplicate-code', details: { code: 'dup' } });
    const other = await service.call('POST', '/api/text-fragment', { name: 'C', code: 'OTHER' });
    const renamed = await service.call('POST', `/api/text-fragment/${other.body.id}`, {
      name: 'C',
      code: 'DUP',
    });
    expect(renamed.status).toBe(409);
    expect((await service.call('GET', `/api/text-fragment/${other.body.id}`)).body.code).toBe('OTHER');
  });

  it('refuses a code with spaces or symbols', async () => {
    const refused = await service.call('POST', '/api/text-fragment', { name: 'X', code: 'a b{{' });
    expect(refused.status).toBe(400);
  });

  it('lists by group and active', async () => {
    await service.call('POST', '/api/text-fragment', { name: 'G1', code: 'G-1', group: 'grupo-x' });
    const inactive = await service.call('POST', '/api/text-fragment', {
      name: 'G2',
      code: 'G-2',
      group: 'grupo-x',
    });
    await service.call('POST', `/api/text-fragment/${inactive.body.id}/deactivate`);
    const page = await service.call(
      'POST',
      '/api/text-fragment/pagination',
      { group: 'grupo-x', active: true },
      'LIMITED',
    );
    expect(page.body.content.map((f: { code: string }) => f.code)).toEqual(['G-1']);
  });
});

describe('letters and contracts in use', () => {
  it('refuses to delete a letter or contract a type service names, and deletes them once free', async () => {
    const letter = await service.call('POST', '/api/letter', { name: 'Rodapé' });
    const contract = await service.call('POST', '/api/contract', { name: 'Contrato padrão' });
    const typeService = await service.call('POST', '/api/type-service', {
      name: 'Com documentos',
      price: 100,
      footerLetter: letter.body.id,
      contracts: [contract.body.id],
    });
    for (const path of [`/api/letter/${letter.body.id}`, `/api/contract/${contract.body.id}`]) {
      const refused = await service.call('DELETE', path);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'catalog.document-in-use',
        details: { typeServices: [{ id: typeService.body.id, name: 'Com documentos' }] },
      });
    }
    await service.call('DELETE', `/api/type-service/${typeService.body.id}`);
    expect((await service.call('DELETE', `/api/letter/${letter.body.id}`)).status).toBe(204);
    expect((await service.call('DELETE', `/api/contract/${contract.body.id}`)).status).toBe(204);
  });
});

describe('quick-protocol templates', () => {
  it('keep the type services they name, which must exist', async () => {
    const typeService = await service.call('POST', '/api/type-service', { name: 'Busca', price: 100 });
    const template = await service.call('POST', '/api/quick-protocol-create', {
      name: 'Modelo',
      typeServices: [typeService.body.id],
    });
    expect(template.body).toMatchObject({
      name: 'Modelo',
      typeServices: [typeService.body.id],
      active: true,
    });
    const refused = await service.call('POST', '/api/quick-protocol-create', {
      name: 'X',
      typeServices: ['0123456789abcdef01234567'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('catalog.link-not-found');
  });
});
