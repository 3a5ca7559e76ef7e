import { ACCESS_CODE_PATTERN, PROTOCOL_STAGES, priceTypeService } from '@linhagem/contracts';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

let service: ProtocolsTestService;
beforeAll(async () => {
  service = await startProtocolsTestService();
});
afterAll(() => service.close());

const year = new Date().getFullYear();

describe('creating and updating protocols and budgets', () => {
  it('creates a protocol with every field, a code of the year, an access code and the creator in charge', async () => {
    const ana = service.standIns.addClient('Ana Paula Gonçalves');
    const joao = service.standIns.addClient('João Gonçalves');
    const typeService = service.standIns.addTypeService({ name: 'Cidadania portuguesa', price: 100000 });
    const { status, body } = await service.call('POST', '/api/protocol', {
      name: 'Cidadania Gonçalves',
      familyName: 'Gonçalves',
      description: 'Via bisavô Manuel',
      mainClient: ana,
      clients: [joao],
      budget: false,
      stage: 'TRANSLATION',
      haveTax: false,
      mainService: typeService,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      code: expect.stringMatching(new RegExp(`^${year}/\\d{4}$`)),
      budget: false,
      status: 'ACTIVE',
      active: true,
      stage: 'TRANSLATION',
      name: 'Cidadania Gonçalves',
      familyName: 'Gonçalves',
      description: 'Via bisavô Manuel',
      mainClient: { id: ana, name: 'Ana Paula Gonçalves' },
      mainService: typeService,
      haveTax: false,
      currentUser: { id: 'test-normal', name: 'Test NORMAL' },
      budgetCode: null,
    });
    expect(body.clients.map((c: { client: string; name: string }) => [c.client, c.name])).toEqual([
      [ana, 'Ana Paula Gonçalves'],
      [joao, 'João Gonçalves'],
    ]);
    expect(body.accessCode).toMatch(ACCESS_CODE_PATTERN);
    expect(body.stageHistory).toEqual([
      { stage: 'TRANSLATION', at: expect.any(String), userName: 'test.normal', name: 'Test NORMAL' },
    ]);
    const read = await service.call('GET', `/api/protocol/${body.id}`, undefined, 'LIMITED');
    expect(read.status).toBe(200);
    expect(read.body.code).toBe(body.code);
    expect(read.body).not.toHaveProperty('accessCode');
  });

  it.each(['protocol', 'budget'] as const)(
    'starts a new %s with its main service as the first service line, priced for all its clients',
    async (kind) => {
      const search = service.standIns.addTypeService({ name: 'Busca', price: 10000, perClient: true });
      const italian = service.standIns.addTypeService({ name: 'Cidadania italiana', price: 250000 });
      const ids = [service.standIns.addClient(`Main ${kind} One`), service.standIns.addClient('Main Two')];
      const created = await service.call('POST', `/api/${kind}`, {
        name: 'Família Main',
        mainClient: ids[0],
        clients: ids,
        mainService: italian,
      });
      expect(created.status).toBe(201);
      expect(created.body.services).toEqual([
        expect.objectContaining({
          typeService: italian,
          typeServiceName: 'Cidadania italiana',
          clients: ids,
          price: priceTypeService(service.standIns.typeServices.get(italian)!, 2),
        }),
      ]);
      expect(created.body.financial.servicesNet).toBe(500000);

      // an update keeps the lines as they are, whatever the main service becomes
      const updated = await service.call('POST', `/api/${kind}/${created.body.id}`, {
        name: 'Família Main',
        mainClient: ids[0],
        clients: ids,
        mainService: search,
      });
      expect(updated.status).toBe(200);
      expect(updated.body.services.map((line: { typeService: string }) => line.typeService)).toEqual([
        italian,
      ]);

      // quick creation puts the main service first, once
      const template = service.standIns.addQuickProtocol('Com busca', [search, italian]);
      const quick = await service.call('POST', `/api/${kind}/quick-create`, {
        quickProtocolCreateId: template,
        protocol: { name: 'Família Quick Main', mainClient: ids[0], mainService: italian },
      });
      expect(quick.status).toBe(201);
      expect(quick.body.services.map((line: { typeServiceName: string }) => line.typeServiceName)).toEqual([
        'Cidadania italiana',
        'Busca',
      ]);
    },
  );

  it('refuses a main service that is no type service, creating nothing; without clients it adds no line', async () => {
    const client = service.standIns.addClient('Main Refused');
    const refused = await service.call('POST', '/api/protocol', {
      name: 'Main Refused',
      mainClient: client,
      mainService: '0123456789abcdef01234567',
    });
    expect([refused.status, refused.body.code]).toEqual([400, 'protocol.type-service-not-found']);
    expect(
      (await service.call('POST', '/api/protocol/pagination', { clientName: 'Main Refused' })).body
        .totalElements,
    ).toBe(0);
    const typeService = service.standIns.addTypeService({ name: 'Sem clientes', price: 100 });
    const empty = await service.call('POST', '/api/protocol', {
      name: 'No clients',
      mainService: typeService,
    });
    expect(empty.status).toBe(201);
    expect(empty.body).toMatchObject({ mainService: typeService, services: [] });
  });

  it('numbers budgets in their own series', async () => {
    const first = await service.createCase('budget', ['Budget One']);
    const second = await service.createCase('budget', ['Budget Two']);
    const protocol = await service.createCase('protocol', ['Protocol Three']);
    expect(first.budget).toBe(true);
    const number = (code: string) => Number(code.split('/')[1]);
    expect(number(second.code)).toBe(number(first.code) + 1);
    expect(protocol.budget).toBe(false);
    const budgets = await service.call('POST', '/api/budget/pagination?size=100', {});
    expect(budgets.body.content.every((b: { budget: boolean }) => b.budget)).toBe(true);
  });

  it('gives 50 parallel creations 50 different codes without gaps', async () => {
    const client = service.standIns.addClient('Parallel Client');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        service.call('POST', '/api/budget', { name: `Parallel ${i}`, clients: [client] }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
    const numbers = answers.map((a) => Number(a.body.code.split('/')[1])).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(50);
    expect(numbers[49] - numbers[0]).toBe(49);
  });

  it('keeps every stage change with its date and user', async () => {
    const created = await service.createCase('protocol', ['Stage Client']);
    const body = { name: created.name, clients: created.clientIds, mainClient: created.clientIds[0] };
    await service.call('POST', `/api/protocol/${created.id}`, { ...body, stage: 'APOSTILLE' });
    const { body: updated } = await service.call(
      'POST',
      `/api/protocol/${created.id}`,
      { ...body, stage: 'SUBMITTED', description: 'sent' },
      'ADMINISTRATOR',
    );
    expect(updated.stageHistory.map((h: { stage: string }) => h.stage)).toEqual([
      'COLLECTING_DOCUMENTS',
      'APOSTILLE',
      'SUBMITTED',
    ]);
    expect(updated.stageHistory[2].userName).toBe('test.administrator');
    expect(PROTOCOL_STAGES).toContain(updated.stage);
    expect(updated.code).toBe(created.code);
  });

  it('refuses a client id that is no client, and a minor without a responsible among the clients', async () => {
    const adult = service.standIns.addClient('Adult Parent');
    const minor = service.standIns.addClient('Minor Child', `${year - 10}-05-01`);
    const unknown = '0123456789abcdef01234567';
    const missing = await service.call('POST', '/api/protocol', { name: 'x', clients: [adult, unknown] });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'protocol.client-not-found', details: { ids: [unknown] } });
    const alone = await service.call('POST', '/api/protocol', { name: 'x', clients: [adult, minor] });
    expect(alone.status).toBe(400);
    expect(alone.body).toMatchObject({
      code: 'protocol.underage-without-responsible',
      details: { ids: [minor] },
    });
    const outsider = service.standIns.addClient('Outsider');
    const foreign = await service.call('POST', '/api/protocol', {
      name: 'x',
      clients: [adult, minor],
      underAges: [{ client: outsider, underAgeClient: minor }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details[0].message).toBe('protocol.underage-not-in-clients');
    const linked = await service.call('POST', '/api/protocol', {
      name: 'Family with a minor',
      clients: [adult, minor],
      underAges: [{ client: adult, underAgeClient: minor }],
    });
    expect(linked.status).toBe(201);
    expect(linked.body.underAges).toEqual([{ id: expect.any(String), client: adult, underAgeClient: minor }]);
  });

  it('freezes the tax rate when tax is turned on', async () => {
    service.standIns.defaults.taxRate = 6;
    const created = await service.createCase('budget', ['Tax Client'], { haveTax: true });
    expect(created.taxRate).toBe(6);
    service.standIns.defaults.taxRate = 9;
    const again = await service.call('POST', `/api/budget/${created.id}`, {
      name: 'renamed',
      clients: created.clientIds,
      haveTax: true,
    });
    expect(again.body.taxRate).toBe(6);
    service.standIns.defaults.taxRate = 0;
  });

  it("keeps the protocol's language (its PDFs'), pt-BR when none is given, and refuses another", async () => {
    const created = await service.createCase('budget', ['Language Client']);
    expect(created.language).toBe('pt-BR');
    const base = { name: 'n', clients: created.clientIds };
    const english = await service.call('POST', `/api/budget/${created.id}`, { ...base, language: 'en-US' });
    expect(english.status).toBe(200);
    expect((await service.call('GET', `/api/budget/${created.id}`)).body.language).toBe('en-US');
    const italian = await service.call('POST', `/api/budget/${created.id}`, { ...base, language: 'it-IT' });
    expect(italian.status).toBe(400);
  });

  it('refuses flipping the budget flag in an update, a stale version and an update of a canceled case', async () => {
    const created = await service.createCase('budget', ['Flag Client']);
    const base = { name: 'n', clients: created.clientIds };
    const flipped = await service.call('POST', `/api/protocol/${created.id}`, { ...base, budget: false });
    expect(flipped.status).toBe(409);
    expect(flipped.body.code).toBe('protocol.budget-flag-fixed');
    const stale = await service.call('POST', `/api/budget/${created.id}`, { ...base, version: 99 });
    expect(stale.status).toBe(409);
    await service.call('POST', `/api/budget/${created.id}/cancel`);
    const canceled = await service.call('POST', `/api/budget/${created.id}`, base);
    expect(canceled.status).toBe(409);
    expect(canceled.body.code).toBe('protocol.not-active');
  });

  it('answers 404 for an unknown protocol and 400 for a malformed id', async () => {
    expect((await service.call('GET', '/api/protocol/0123456789abcdef01234567')).status).toBe(404);
    const malformed = await service.call('GET', '/api/protocol/nope');
    expect(malformed.status).toBe(400);
  });
});

describe('the input every write refuses', () => {
  it('refuses unknown fields, operators, malformed JSON and a body over 1 MB with a stable 4xx', async () => {
    const client = service.standIns.addClient('Input Client');
    const unknownField = await service.call('POST', '/api/protocol', {
      name: 'x',
      clients: [client],
      admin: true,
    });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.code).toBe('VALIDATION_FAILED');
    const operator = await service.call('POST', '/api/protocol', { name: { $gt: '' }, clients: [client] });
    expect(operator.body.code).toBe('OPERATOR_REJECTED');
    const filterOperator = await service.call('POST', '/api/protocol/pagination', { code: { $ne: null } });
    expect(filterOperator.body.code).toBe('OPERATOR_REJECTED');
    const malformed = await service.call('POST', '/api/protocol', '{"name":');
    expect(malformed).toMatchObject({ status: 400, body: { code: 'MALFORMED_JSON' } });
    const huge = await service.call('POST', '/api/protocol', {
      name: 'x',
      description: 'a'.repeat(1_100_000),
    });
    expect(huge).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
    const list = await service.call('POST', '/api/protocol/pagination?size=100', {});
    expect(list.body.content.some((p: { name: string }) => p.name === 'x')).toBe(false);
  });
});
