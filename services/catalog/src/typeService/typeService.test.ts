import { priceTypeService, type TypeService } from '@linhagem/contracts';
import { startCatalogTestService, type CatalogTestService } from '../../test/support';

let service: CatalogTestService;
beforeAll(async () => {
  service = await startCatalogTestService();
});
afterAll(() => service.close());

const familyService = {
  name: 'Busca de certidão',
  price: 10000,
  haveDiscount: true,
  perClient: true,
  cumulative: true,
  amountOfItems: 2,
  discountType: 'PERCENT',
  discount: 10,
};

async function create(body: Record<string, unknown> = familyService): Promise<TypeService> {
  const created = await service.call('POST', '/api/type-service', body);
  expect(created.status).toBe(201);
  return created.body;
}

describe('type services', () => {
  it('creates one with the defaults of the contract and reads it back for any level', async () => {
    const created = await create();
    expect(created).toMatchObject({
      ...familyService,
      active: true,
      sharedValue: false,
      additivePerClient: 0,
      headerLetter: null,
      footerLetter: null,
      contracts: [],
      defaultForUnderage: false,
    });
    const read = await service.call('GET', `/api/type-service/${created.id}`, undefined, 'LIMITED');
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created);
  });

  it('refuses a NORMAL user any write, changing nothing', async () => {
    const created = await create();
    for (const [method, path] of [
      ['POST', '/api/type-service'],
      ['POST', `/api/type-service/${created.id}`],
      ['POST', `/api/type-service/${created.id}/deactivate`],
      ['DELETE', `/api/type-service/${created.id}`],
    ]) {
      const refused = await service.call(method, path, { ...familyService, name: 'Changed' }, 'NORMAL');
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
    }
    expect((await service.call('GET', `/api/type-service/${created.id}`)).body).toEqual(created);
  });

  it('refuses a caller without the internal token with 401', async () => {
    expect((await service.call('POST', '/api/type-service/pagination', {}, null)).status).toBe(401);
  });

  it.each([
    ['a missing price', { name: 'X' }, 'VALIDATION_FAILED'],
    ['fractional cents', { ...familyService, price: 10.5 }, 'VALIDATION_FAILED'],
    ['a percent over 100', { ...familyService, discount: 150 }, 'VALIDATION_FAILED'],
    ['an unknown discount type', { ...familyService, discountType: 'HALF' }, 'VALIDATION_FAILED'],
    ['an unknown field', { ...familyService, owner: 'me' }, 'VALIDATION_FAILED'],
    ['an operator', { ...familyService, name: { $gt: '' } }, 'OPERATOR_REJECTED'],
    [
      'a header letter that does not exist',
      { ...familyService, headerLetter: '0123456789abcdef01234567' },
      'catalog.link-not-found',
    ],
    [
      'a contract that does not exist',
      { ...familyService, contracts: ['0123456789abcdef01234567'] },
      'catalog.link-not-found',
    ],
  ])('refuses %s with 400 and a stable code', async (_label, body, code) => {
    const refused = await service.call('POST', '/api/type-service', body);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(code);
  });

  it('refuses a price of zero with the price field and its own code, creating nothing', async () => {
    const name = 'Serviço sem preço';
    const refused = await service.call('POST', '/api/type-service', { ...familyService, name, price: 0 });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([{ path: 'price', message: 'typeService.price-required' }]);
    const found = await service.call('POST', '/api/type-service/pagination', { name });
    expect(found.body.content).toEqual([]);
  });

  it('links existing letters and contracts', async () => {
    const letter = await service.call('POST', '/api/letter', { name: 'Cabeçalho', text: '<p>Olá</p>' });
    const contract = await service.call('POST', '/api/contract', { name: 'Contrato', text: '<p>Termos</p>' });
    const created = await create({
      ...familyService,
      headerLetter: letter.body.id,
      footerLetter: letter.body.id,
      contracts: [contract.body.id],
    });
    expect(created).toMatchObject({ headerLetter: letter.body.id, contracts: [contract.body.id] });
  });

  it('updates field by field and records each changed field in the audit', async () => {
    const created = await create({ ...familyService, name: 'Audited service' });
    const updated = await service.call('POST', `/api/type-service/${created.id}`, {
      ...familyService,
      name: 'Audited service',
      price: 12345,
      discount: 12.5,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ price: 12345, discount: 12.5 });
    const audit = await service.call('POST', '/api/type-service/audit', { entityId: created.id });
    expect(audit.status).toBe(200);
    const updates = audit.body.content.filter((entry: { action: string }) => entry.action === 'UPDATE');
    expect(
      updates
        .map((e: { field: string; before: unknown; after: unknown }) => [e.field, e.before, e.after])
        .sort(),
    ).toEqual([
      ['discount', 10, 12.5],
      ['price', 10000, 12345],
    ]);
    expect(updates[0]).toMatchObject({
      entity: 'TypeService',
      entityName: 'Audited service',
      userName: 'test.administrator',
    });
    expect(audit.body.content.some((entry: { action: string }) => entry.action === 'CREATE')).toBe(true);
  });

  it('answers 404 for an unknown id and 400 for an id that is none', async () => {
    expect((await service.call('GET', '/api/type-service/0123456789abcdef01234567')).status).toBe(404);
    const invalid = await service.call('GET', '/api/type-service/nope');
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('VALIDATION_FAILED');
  });

  it('lists by page with a name filter, an active filter and a sort', async () => {
    for (const name of ['Lista C', 'Lista A', 'Lista B']) await create({ ...familyService, name });
    const other = await create({ ...familyService, name: 'Lista inativa' });
    await service.call('POST', `/api/type-service/${other.id}/deactivate`);
    const page = await service.call(
      'POST',
      '/api/type-service/pagination?size=2&sort=name,asc',
      { name: 'lista', active: true },
      'LIMITED',
    );
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ totalElements: 3, totalPages: 2, page: 1, size: 2 });
    expect(page.body.content.map((t: TypeService) => t.name)).toEqual(['Lista A', 'Lista B']);
    const bad = await service.call('POST', '/api/type-service/pagination?sort=password', {});
    expect(bad.status).toBe(400);
  });

  it('deactivates without deleting', async () => {
    const created = await create();
    const deactivated = await service.call('POST', `/api/type-service/${created.id}/deactivate`);
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.active).toBe(false);
    expect((await service.call('GET', `/api/type-service/${created.id}`)).body.active).toBe(false);
  });

  it('answers the price for n clients with the shared pricing function', async () => {
    const created = await create();
    const priced = await service.call(
      'GET',
      `/api/type-service/${created.id}/price?clients=3`,
      undefined,
      'LIMITED',
    );
    expect(priced.status).toBe(200);
    // 10 % from the second client, cumulative: 0, 10 %, 20 % of 100,00
    expect(priced.body).toEqual({
      gross: 30000,
      discount: 3000,
      net: 27000,
      clients: [
        { gross: 10000, discount: 0, net: 10000 },
        { gross: 10000, discount: 1000, net: 9000 },
        { gross: 10000, discount: 2000, net: 8000 },
      ],
    });
    expect(priced.body).toEqual(priceTypeService(created, 3));
    expect((await service.call('GET', `/api/type-service/${created.id}/price`)).body.clients).toHaveLength(1);
    for (const clients of ['0', '101', 'abc', '1.5'])
      expect(
        (await service.call('GET', `/api/type-service/${created.id}/price?clients=${clients}`)).status,
      ).toBe(400);
  });

  describe('deletion', () => {
    it('deletes one nothing uses, after asking protocols as the catalog service', async () => {
      const created = await create();
      const deleted = await service.call('DELETE', `/api/type-service/${created.id}`);
      expect(deleted.status).toBe(204);
      expect(service.protocols.calls).toContain(`service:catalog ${created.id}`);
      expect((await service.call('GET', `/api/type-service/${created.id}`)).status).toBe(404);
    });

    it('refuses while a protocol uses it', async () => {
      const created = await create();
      service.protocols.counts.set(created.id, 2);
      const refused = await service.call('DELETE', `/api/type-service/${created.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'type-service.in-use',
        details: { protocols: 2, quickProtocols: [] },
      });
      expect((await service.call('GET', `/api/type-service/${created.id}`)).status).toBe(200);
    });

    it('refuses while a quick-protocol template uses it', async () => {
      const created = await create();
      const template = await service.call('POST', '/api/quick-protocol-create', {
        name: 'Família italiana',
        typeServices: [created.id],
      });
      expect(template.status).toBe(201);
      const refused = await service.call('DELETE', `/api/type-service/${created.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.details.quickProtocols).toEqual([
        { id: template.body.id, name: 'Família italiana' },
      ]);
    });

    it('refuses with 503 when protocols cannot be asked, deleting nothing', async () => {
      const unreachable = await startCatalogTestService({ protocolsUrl: 'http://127.0.0.1:9' });
      try {
        const created = await unreachable.call('POST', '/api/type-service', familyService);
        const refused = await unreachable.call('DELETE', `/api/type-service/${created.body.id}`);
        expect(refused.status).toBe(503);
        expect(refused.body.code).toBe('protocols.unavailable');
        expect((await unreachable.call('GET', `/api/type-service/${created.body.id}`)).status).toBe(200);
      } finally {
        await unreachable.close();
      }
    });
  });
});

describe('internal API', () => {
  it('answers a type service and the budget defaults to another service only', async () => {
    const created = await create();
    const { signServiceToken, INTERNAL_TOKEN_HEADER } = await import('@linhagem/service-kit');
    const { callerHeaders } = await import('@linhagem/service-kit/testing');
    const asService = { [INTERNAL_TOKEN_HEADER]: signServiceToken('protocols') };
    const read = await fetch(`${service.url}/internal/type-services/${created.id}`, { headers: asService });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(created);
    const missing = await fetch(`${service.url}/internal/type-services/0123456789abcdef01234567`, {
      headers: asService,
    });
    expect(missing.status).toBe(404);
    const defaults = await fetch(`${service.url}/internal/budget-defaults`, { headers: asService });
    expect(await defaults.json()).toEqual({
      typeServices: [],
      validityDays: 30,
      headerText: '',
      footerText: '',
      taxRate: 0,
      // no payment-terms fragment chosen yet (the quote's terms, docs/adr-pdf-rendering.md)
      paymentTermsFragment: '',
      portalLinkFragment: '',
    });
    const asUser = await fetch(`${service.url}/internal/budget-defaults`, {
      headers: callerHeaders('ADMINISTRATOR'),
    });
    expect(asUser.status).toBe(403);
  });
});
