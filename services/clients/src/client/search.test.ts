import { startClientsTestService, type ClientsTestService } from '../../test/support';

let service: ClientsTestService;
const call: ClientsTestService['call'] = (...args) => service.call(...args);
const names = (rows: Array<{ name: string }>) => rows.map((r) => r.name);

beforeAll(async () => {
  service = await startClientsTestService();
  const clients = [
    {
      name: 'João da Conceição',
      cpf: '529.982.247-25',
      tags: ['italiana'],
      address: { country: 'BRASIL', state: 'SP', city: 'São Paulo' },
    },
    {
      name: 'Joana Gonçalves',
      email: 'joana@exemplo.com.br',
      tags: ['italiana', 'vip'],
      address: { country: 'BRASIL', state: 'RJ', city: 'Niterói' },
    },
    {
      name: 'Antônio Gonçalves',
      gender: 'MASCULINE',
      address: { country: 'BRASIL', state: 'SP', city: 'Campinas' },
    },
    { name: 'Açores Turismo Ltda', typeOfPerson: 'COMPANY', cnpj: '11.222.333/0001-81' },
    { name: 'Zuleica Araújo', alive: false, deathDay: '2001-01-01' },
  ];
  for (const client of clients) expect((await call('POST', '/api/client', client)).status).toBe(201);
  for (let i = 0; i < 12; i++)
    expect(
      (await call('POST', '/api/client', { name: `Silva Número ${String(i).padStart(2, '0')}` })).status,
    ).toBe(201);
});
afterAll(async () => {
  await service.close();
});

describe('quick search GET /api/client/s/10', () => {
  it('finds a name typed without accents and in another case', async () => {
    const response = await call('GET', '/api/client/s/10?name=JOAO%20conceicao', undefined, 'LIMITED');
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(['João da Conceição']);
  });

  it('matches the start of any word, sorted by name', async () => {
    const response = await call('GET', '/api/client/s/10?name=gonc');
    expect(names(response.body)).toEqual(['Antônio Gonçalves', 'Joana Gonçalves']);
  });

  it('answers at most 10 results', async () => {
    const response = await call('GET', '/api/client/s/10?name=silva');
    expect(response.body).toHaveLength(10);
    expect(response.body[0].name).toBe('Silva Número 00');
  });

  it('answers an empty list for an empty or blank term', async () => {
    expect((await call('GET', '/api/client/s/10?name=')).body).toEqual([]);
    expect((await call('GET', '/api/client/s/10?name=%20%20')).body).toEqual([]);
    expect((await call('GET', '/api/client/s/10')).body).toEqual([]);
  });

  it('treats regex characters as text', async () => {
    const response = await call('GET', '/api/client/s/10?name=.*');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('refuses more than 10 results', async () => {
    expect((await call('GET', '/api/client/s/11?name=a')).status).toBe(400);
  });
});

describe('POST /api/client/pagination', () => {
  it('sorts by name ascending by default, ignoring accents, and pages from 1', async () => {
    const first = await call('POST', '/api/client/pagination', {}, 'LIMITED');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalElements: 17, totalPages: 2, page: 1, size: 10 });
    expect(names(first.body.content).slice(0, 3)).toEqual([
      'Açores Turismo Ltda',
      'Antônio Gonçalves',
      'Joana Gonçalves',
    ]);
    const second = await call('POST', '/api/client/pagination?page=2', {});
    expect(second.body.content).toHaveLength(7);
    expect(second.body.content[6].name).toBe('Zuleica Araújo');
  });

  it('sorts by name descending with the spec form c.name', async () => {
    const response = await call('POST', '/api/client/pagination?sort=c.name,desc&size=2', {});
    expect(names(response.body.content)).toEqual(['Zuleica Araújo', 'Silva Número 11']);
  });

  it.each([
    [{ name: 'goncalves' }, ['Antônio Gonçalves', 'Joana Gonçalves']],
    [{ name: 'goncalves', state: 'SP' }, ['Antônio Gonçalves']],
    [{ document: '529.982' }, ['João da Conceição']],
    [{ document: '11222333000181' }, ['Açores Turismo Ltda']],
    [{ email: 'JOANA@' }, ['Joana Gonçalves']],
    [{ tags: ['italiana', 'vip'] }, ['Joana Gonçalves']],
    [{ typeOfPerson: 'COMPANY' }, ['Açores Turismo Ltda']],
    [{ gender: 'MASCULINE' }, ['Antônio Gonçalves']],
    [{ alive: false }, ['Zuleica Araújo']],
    [{ city: 'niterói' }, ['Joana Gonçalves']],
    [{ city: 'NITEROI' }, ['Joana Gonçalves']],
    [{ city: 'paulo' }, ['João da Conceição']],
    [{ city: 'sao pau' }, ['João da Conceição']],
    [{ city: 'a' }, ['Antônio Gonçalves', 'João da Conceição']],
    [{ city: '.*' }, []],
    [{ email: 'xemplo.COM' }, ['Joana Gonçalves']],
    [{ email: 'exemplo.org' }, []],
    [{ tags: ['italiana'], state: 'SP' }, ['João da Conceição']],
    [{ name: 'jo', tags: ['vip'] }, ['Joana Gonçalves']],
    [{ name: 'silva numero 1' }, ['Silva Número 10', 'Silva Número 11']],
  ])('filters by %j', async (filter, expected) => {
    const response = await call('POST', '/api/client/pagination', filter);
    expect(response.status).toBe(200);
    expect(names(response.body.content)).toEqual(expected);
    expect(response.body.totalElements).toBe(expected.length);
  });

  it('refuses an unknown sort field, a page size over 100 and a wrong filter type', async () => {
    expect((await call('POST', '/api/client/pagination?sort=searchName', {})).status).toBe(400);
    expect((await call('POST', '/api/client/pagination?size=101', {})).status).toBe(400);
    expect((await call('POST', '/api/client/pagination', { alive: 'yes' })).status).toBe(400);
    expect((await call('POST', '/api/client/pagination', { tags: 'vip' })).status).toBe(400);
  });

  it('keeps the total right while paging one filter and after a write', async () => {
    const page = () => call('POST', '/api/client/pagination?page=2&size=5', { name: 'silva' });
    expect((await page()).body).toMatchObject({ totalElements: 12, totalPages: 3 });
    expect((await page()).body.totalElements).toBe(12);
    const created = await call('POST', '/api/client', { name: 'Silva Número 12' });
    expect(created.status).toBe(201);
    expect((await page()).body).toMatchObject({ totalElements: 13, totalPages: 3 });
    expect((await call('DELETE', `/api/client/${created.body.id}`)).status).toBe(204);
    expect((await page()).body.totalElements).toBe(12);
    const last = await call('POST', '/api/client/pagination?page=3&size=5', { name: 'silva' });
    expect(last.body).toMatchObject({ totalElements: 12, page: 3 });
    expect(last.body.content).toHaveLength(2);
  });
});

// last in the file: it adds a client the counts above do not expect
describe('quick search by a known spelling of the name', () => {
  it('finds a client by a variant of its name, merged in name order with the name matches, 10 at most', async () => {
    const created = await call('POST', '/api/client', {
      name: 'Aurora Bianchi',
      nameVariants: ['Silvia Bianchi'],
    });
    expect(created.status).toBe(201);
    const response = await call('GET', '/api/client/s/10?name=silv');
    expect(names(response.body)).toEqual([
      'Aurora Bianchi',
      ...Array.from({ length: 9 }, (_, i) => `Silva Número 0${i}`),
    ]);
    expect(names((await call('GET', '/api/client/s/10?name=silvia%20bian')).body)).toEqual([
      'Aurora Bianchi',
    ]);
    expect(names((await call('GET', '/api/client/s/10?name=aurora%20bian')).body)).toEqual([
      'Aurora Bianchi',
    ]);
  });
});

describe('clients stored before the words index held known spellings only', () => {
  it('lose their name words at start, keep those of their spellings, and are still found', async () => {
    const { clearUnusedSearchWords, clientModel } = await import('./model');
    const { collection } = clientModel(service.database.connection);
    const inserted = await collection.insertMany([
      {
        name: 'Velho Cadastro',
        searchName: 'velho cadastro',
        searchWords: ['velho', 'cadastro'],
        documents: [],
      },
      {
        name: 'Velha Grafia',
        nameVariants: ['Velhissima Grafia'],
        searchName: 'velha grafia',
        searchWords: ['velha', 'grafia', 'velhissima'],
        documents: [],
      },
    ]);
    expect(await clearUnusedSearchWords(service.database.connection)).toBe(1);
    const stored = await collection
      .find(
        { _id: { $in: Object.values(inserted.insertedIds) } },
        { projection: { name: 1, searchWords: 1 } },
      )
      .toArray();
    expect(stored.map((c) => [c.name, c.searchWords])).toEqual([
      ['Velho Cadastro', []],
      ['Velha Grafia', ['velha', 'grafia', 'velhissima']],
    ]);
    expect(await clearUnusedSearchWords(service.database.connection)).toBe(0);
    expect(names((await call('GET', '/api/client/s/10?name=velho%20cad')).body)).toEqual(['Velho Cadastro']);
    expect(names((await call('GET', '/api/client/s/10?name=velhissima')).body)).toEqual(['Velha Grafia']);
  });
});
