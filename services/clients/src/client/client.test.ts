import { linkedClientsSchema } from '@linhagem/contracts';
import { CURRENT_WEDDING, startClientsTestService, type ClientsTestService } from '../../test/support';

let service: ClientsTestService;
const call: ClientsTestService['call'] = (...args) => service.call(...args);

beforeAll(async () => {
  service = await startClientsTestService();
});
afterAll(async () => {
  await service.close();
});

const unique = () => Math.random().toString(36).slice(2, 8);
async function create(body: Record<string, unknown>) {
  const response = await call('POST', '/api/client', { confirmDuplicateName: true, ...body });
  expect(response.status).toBe(201);
  return response.body as { id: string; name: string; version: number } & Record<string, unknown>;
}
const count = async () =>
  (await call('POST', '/api/client/pagination?size=1', {})).body.totalElements as number;

describe('create, read, update', () => {
  it('creates a person with every field and reads it back', async () => {
    const father = await create({ name: `Antônio Gonçalves ${unique()}` });
    const body = {
      name: 'Maria da Conceição Gonçalves',
      typeOfPerson: 'PERSON',
      gender: 'FEMININE',
      maritalStatus: 'SINGLE',
      birthDay: '1950-03-04',
      alive: true,
      birthPlace: { country: 'BRASIL', state: 'MG', city: 'Ouro Preto' },
      cpf: '529.982.247-25',
      rg: 'MG-12.345.678',
      phoneNumber: '(31) 3333-4444',
      cellPhoneNumber: '(31) 98888-7777',
      email: 'maria@exemplo.com.br',
      tags: ['italiana', 'vip'],
      father: father.id,
      motherName: 'Ana Gonçalves',
      address: {
        country: 'BRASIL',
        zipCode: '30130-010',
        state: 'MG',
        city: 'Belo Horizonte',
        district: 'Centro',
        street: 'Rua da Bahia',
        number: '100',
        complement: 'apto 2',
      },
    };
    const created = await call('POST', '/api/client', { ...body, confirmDuplicateName: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...body,
      cpf: '52998224725',
      phoneNumber: '3133334444',
      cellPhoneNumber: '31988887777',
      version: 0,
    });
    expect(created.body.searchName).toBeUndefined();
    const read = await call('GET', `/api/client/${created.body.id}`, undefined, 'LIMITED');
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      ...created.body,
      linkedClients: { father: { id: father.id, name: father.name } },
    });
  });

  it('answers, on a read, the id and name of every client it links, and takes that read back whole', async () => {
    const [father, mother, spouse, responsible] = await Promise.all(
      ['Pai', 'Mãe', 'Cônjuge', 'Responsável'].map((role) =>
        create({ name: `${role} Linhares ${unique()}` }),
      ),
    );
    const client = await create({
      name: `Filho Linhares ${unique()}`,
      father: father.id,
      mother: mother.id,
      spouse: spouse.id,
      maritalStatus: 'MARRIED',
      wedding: CURRENT_WEDDING,
      responsible: responsible.id,
    });
    const read = await call('GET', `/api/client/${client.id}`, undefined, 'LIMITED');
    expect(read.body).toMatchObject({ father: father.id, mother: mother.id, spouse: spouse.id });
    expect(linkedClientsSchema.parse(read.body.linkedClients)).toEqual({
      father: { id: father.id, name: father.name },
      mother: { id: mother.id, name: mother.name },
      spouse: { id: spouse.id, name: spouse.name },
      responsible: { id: responsible.id, name: responsible.name },
    });
    // a linked client's new name shows on the next read
    await call('POST', `/api/client/${mother.id}`, {
      name: `Mãe Renomeada ${unique()}`,
      confirmDuplicateName: true,
    });
    const renamed = (await call('GET', `/api/client/${mother.id}`)).body.name;
    expect((await call('GET', `/api/client/${client.id}`)).body.linkedClients.mother.name).toBe(renamed);
    // a form posting back what it read is accepted; the linked names are not stored
    const saved = await call('POST', `/api/client/${client.id}`, { ...read.body, notes: 'lido' });
    expect(saved.status).toBe(200);
    expect(saved.body).not.toHaveProperty('linkedClients');
    expect((await call('GET', `/api/client/${father.id}`)).body).not.toHaveProperty('linkedClients');
  });

  it('stores an international phone in E.164 and refuses one without a country code', async () => {
    const client = await create({
      name: `Giulia Rossi ${unique()}`,
      phoneNumber: '+39 0437 123456',
      cellPhoneNumber: '+1 (212) 555-0123',
    });
    expect(client).toMatchObject({ phoneNumber: '+390437123456', cellPhoneNumber: '+12125550123' });
    const refused = await call('POST', '/api/client', {
      name: `Sem código ${unique()}`,
      phoneNumber: '+0437 123',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([{ path: 'phoneNumber', message: 'client.phone-invalid' }]);
  });

  it('creates a company with a valid CNPJ', async () => {
    const company = await create({
      name: `Gonçalves Traduções Ltda ${unique()}`,
      typeOfPerson: 'COMPANY',
      cnpj: '11.222.333/0001-81',
    });
    expect(company).toMatchObject({ typeOfPerson: 'COMPANY', cnpj: '11222333000181' });
  });

  it('updates the whole client, clears absent fields and refuses a stale version', async () => {
    const client = await create({ name: `João Pereira ${unique()}`, email: 'joao@exemplo.com', tags: ['a'] });
    const updated = await call('POST', `/api/client/${client.id}`, {
      name: client.name,
      version: client.version,
      birthDay: '1980-01-02',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ birthDay: '1980-01-02', tags: [], version: 1 });
    expect(updated.body.email).toBeUndefined();
    const stale = await call('POST', `/api/client/${client.id}`, { name: client.name, version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CONFLICT');
  });

  it('takes back a read answer whole: its read-only fields are ignored, unknown fields still refused', async () => {
    const client = await create({ name: `Rita Moura ${unique()}`, tags: ['a'] });
    const read = (await call('GET', `/api/client/${client.id}`)).body as Record<string, unknown>;
    expect(Object.keys(read)).toEqual(expect.arrayContaining(['id', 'version', 'createdAt', 'updatedAt']));

    const forged = { createdAt: '2000-01-01T00:00:00.000Z', createdBy: 'mallory', updatedBy: 'mallory' };
    const updated = await call('POST', `/api/client/${client.id}`, { ...read, ...forged, notes: 'revisto' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      notes: 'revisto',
      tags: ['a'],
      version: 1,
      createdAt: read.createdAt,
    });
    expect(updated.body).not.toHaveProperty('createdBy');
    expect(updated.body).not.toHaveProperty('updatedBy');

    const unknown = await call('POST', `/api/client/${client.id}`, { ...updated.body, isAdmin: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '' }] });
    expect((await call('GET', `/api/client/${client.id}`)).body).toEqual(updated.body);
  });

  it('answers 404 for an unknown client and 400 for a malformed id', async () => {
    expect((await call('GET', '/api/client/0123456789abcdef01234567')).status).toBe(404);
    const bad = await call('GET', '/api/client/not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('lists a few clients for pickers', async () => {
    await create({ name: `Zélia ${unique()}` });
    const list = await call('GET', '/api/client?size=2', undefined, 'LIMITED');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    expect(Object.keys(list.body[0]).sort()).toEqual([
      'birthDay',
      'cnpj',
      'cpf',
      'id',
      'name',
      'typeOfPerson',
    ]);
  });
});

describe('rules of spec 5', () => {
  it('reports a duplicate name (ignoring case and accents) until the person confirms', async () => {
    const name = `Conceição Araújo ${unique()}`;
    await create({ name });
    const before = await count();
    const again = await call('POST', '/api/client', {
      name: name.toUpperCase().replace('ç', 'c').replace('ã', 'a'),
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('client.duplicate-name');
    expect(again.body.details.duplicates[0].name).toBe(name);
    expect(await count()).toBe(before);
    const confirmed = await call('POST', '/api/client', { name, confirmDuplicateName: true });
    expect(confirmed.status).toBe(201);
  });

  it('does not report the duplicate name when the client keeps its own name', async () => {
    const client = await create({ name: `Benedito Souza ${unique()}` });
    const same = await call('POST', `/api/client/${client.id}`, { name: client.name, email: 'b@souza.com' });
    expect(same.status).toBe(200);
  });

  it('reports incomplete wedding details until the person confirms', async () => {
    const before = await count();
    const body = { name: `Rosa Lima ${unique()}`, maritalStatus: 'MARRIED', spousesName: 'Pedro Lima' };
    const refused = await call('POST', '/api/client', body);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('client.incomplete-wedding');
    expect(refused.body.details.missing).toEqual([
      'wedding.marriedDay',
      'wedding.country',
      'wedding.state',
      'wedding.city',
    ]);
    expect(await count()).toBe(before);
    const confirmed = await call('POST', '/api/client', { ...body, confirmIncompleteWedding: true });
    expect(confirmed.status).toBe(201);
  });

  const wedding = CURRENT_WEDDING;

  it('mirrors a current marriage on the spouse', async () => {
    const husband = await create({ name: `José Oliveira ${unique()}`, gender: 'MASCULINE' });
    const wife = await create({
      name: `Luzia Oliveira ${unique()}`,
      maritalStatus: 'MARRIED',
      spouse: husband.id,
      wedding,
    });
    const mirrored = await call('GET', `/api/client/${husband.id}`);
    expect(mirrored.body).toMatchObject({ spouse: wife.id, maritalStatus: 'MARRIED', wedding });
  });

  it('keeps none of what only a person has on a company, created or turned into one', async () => {
    const company = await create({
      name: `Fontana Traduções Ltda ${unique()}`,
      typeOfPerson: 'COMPANY',
      cnpj: '11.222.333/0001-81',
      gender: 'MASCULINE',
      maritalStatus: 'SINGLE',
      birthDay: '1990-01-02',
      fatherName: 'Giuseppe',
    });
    expect(company).toMatchObject({ typeOfPerson: 'COMPANY', cnpj: '11222333000181', alive: true });
    for (const field of ['gender', 'maritalStatus', 'birthDay', 'fatherName'])
      expect(company[field]).toBeUndefined();

    // a married person made a company: the marriage ends on the spouse's side too
    const spouse = await create({ name: `Pietro Fontana ${unique()}` });
    const person = await create({
      name: `Fontana & Filhos ${unique()}`,
      maritalStatus: 'MARRIED',
      spouse: spouse.id,
      wedding,
    });
    const turned = await call('POST', `/api/client/${person.id}`, {
      ...person,
      typeOfPerson: 'COMPANY',
    });
    expect(turned.status).toBe(200);
    for (const field of ['maritalStatus', 'spouse', 'wedding']) expect(turned.body[field]).toBeUndefined();
    const other = (await call('GET', `/api/client/${spouse.id}`)).body;
    expect(other.spouse).toBeUndefined();
    expect(other.wedding.current).toBe(false);
  });

  it('refuses a second current marriage with the spec message', async () => {
    const husband = await create({ name: `Sebastião Ramos ${unique()}` });
    const wife = await create({
      name: `Terezinha Ramos ${unique()}`,
      maritalStatus: 'MARRIED',
      spouse: husband.id,
      wedding,
    });
    const other = await create({ name: `Joana Dias ${unique()}` });
    const before = await count();
    const bigamy = await call('POST', '/api/client', {
      name: `Clara Nunes ${unique()}`,
      maritalStatus: 'MARRIED',
      spouse: husband.id,
      wedding,
    });
    expect(bigamy.status).toBe(409);
    expect(bigamy.body).toMatchObject({
      code: 'client.already-married',
      message: `${husband.name} already married currently!`,
    });
    expect(await count()).toBe(before);
    const wifeAgain = await call('POST', `/api/client/${wife.id}`, {
      name: wife.name,
      maritalStatus: 'MARRIED',
      spouse: other.id,
      wedding,
    });
    expect(wifeAgain.status).toBe(409);
    expect(wifeAgain.body.message).toBe(`${wife.name} already married currently!`);
    expect((await call('GET', `/api/client/${other.id}`)).body.spouse).toBeUndefined();
  });

  it('ends the marriage on both sides when the spouse link is dropped', async () => {
    const a = await create({ name: `Raimundo Costa ${unique()}` });
    const b = await create({
      name: `Francisca Costa ${unique()}`,
      maritalStatus: 'MARRIED',
      spouse: a.id,
      wedding,
    });
    const divorced = await call('POST', `/api/client/${b.id}`, { name: b.name, maritalStatus: 'DIVORCED' });
    expect(divorced.status).toBe(200);
    const other = (await call('GET', `/api/client/${a.id}`)).body;
    expect(other.spouse).toBeUndefined();
    expect(other.wedding.current).toBe(false);
    const remarried = await create({
      name: `Helena Costa ${unique()}`,
      maritalStatus: 'MARRIED',
      spouse: a.id,
      wedding,
    });
    expect(remarried.spouse).toBe(a.id);
  });

  it('refuses links to unknown clients or to itself', async () => {
    const missing = await call('POST', '/api/client', {
      name: `Órfão ${unique()}`,
      father: '0123456789abcdef01234567',
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'client.link-not-found', details: { field: 'father' } });
    const self = await create({ name: `Narciso ${unique()}` });
    const selfLink = await call('POST', `/api/client/${self.id}`, { name: self.name, mother: self.id });
    expect(selfLink.status).toBe(400);
  });

  it.each([
    ['birth after today', { birthDay: `${new Date().getFullYear() + 1}-01-01` }, 'client.birth-after-today'],
    ['year before 1500', { birthDay: '1499-05-05' }, 'client.year-out-of-range'],
    [
      'year after current + 100',
      { deathDay: `${new Date().getFullYear() + 101}-01-01`, alive: false },
      'client.year-out-of-range',
    ],
    ['impossible date', { birthDay: '1990-02-30' }, 'client.date-invalid'],
    ['date with a time', { birthDay: '1990-02-03T10:00:00Z' }, 'client.date-invalid'],
    [
      'marriage before birth',
      { birthDay: '1990-01-01', wedding: { marriedDay: '1989-01-01' } },
      'client.married-day-out-of-range',
    ],
    [
      'marriage after today',
      { wedding: { marriedDay: `${new Date().getFullYear() + 1}-01-01` } },
      'client.married-day-out-of-range',
    ],
    ['email without a dot', { email: 'maria@exemplo' }, 'forms.email-invalid'],
    ['email without an at-sign', { email: 'maria.exemplo.com' }, 'forms.email-invalid'],
    ['CPF with a wrong check digit', { cpf: '529.982.247-26' }, 'client.cpf-invalid'],
    ['CNPJ with a wrong check digit', { cnpj: '11.222.333/0001-82' }, 'client.cnpj-invalid'],
    ['UF outside Brazil', { address: { country: 'ITALIA', state: 'SP' } }, 'client.state-invalid'],
    ['unknown UF', { address: { country: 'BRASIL', state: 'ZZ' } }, 'client.state-invalid'],
    ['missing name', { name: '' }, 'field.default.error'],
  ])('refuses %s with 400 and its message key, writing nothing', async (_label, fields, message) => {
    const before = await count();
    const response = await call('POST', '/api/client', { name: `Teste ${unique()}`, ...fields });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.details.map((d: { message: string }) => d.message)).toContain(message);
    expect(await count()).toBe(before);
  });
});

describe('bad input', () => {
  it.each([
    ['an unknown field', { name: 'X', isAdmin: true }, 'VALIDATION_FAILED'],
    ['a wrong type', { name: 123 }, 'VALIDATION_FAILED'],
    ['a wrong enum', { name: 'X', gender: 'MALE' }, 'VALIDATION_FAILED'],
    ['tags that are no list', { name: 'X', tags: 'a,b' }, 'VALIDATION_FAILED'],
    ['an operator as a value', { name: { $gt: '' } }, 'OPERATOR_REJECTED'],
    ['an operator nested', { name: 'X', address: { city: { $ne: null } } }, 'OPERATOR_REJECTED'],
  ])('refuses %s', async (_label, body, code) => {
    const before = await count();
    const response = await call('POST', '/api/client', body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(code);
    expect(await count()).toBe(before);
  });

  it('stores names as text: bidirectional overrides and control characters removed, a needed joiner kept', async () => {
    const persian = `\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645`;
    const created = await create({
      name: `Ana \u202Eissor\u202C ${unique()}`,
      motherName: `Maria\u0000\u200B Rossi`,
      fatherName: `Youssef ${persian}`,
      tags: ['vip\u2066'],
      address: { country: 'ITALIA', city: 'Roma\u202D', street: 'Via\u200D Appia\nAntica' },
      notes: 'calls at night\nonly\u202E on Mondays',
    });
    const read = (await call('GET', `/api/client/${created.id}`)).body;
    expect(read.name).toMatch(/^Ana issor [a-z0-9]+$/);
    expect(read).toMatchObject({
      motherName: 'Maria Rossi',
      fatherName: `Youssef ${persian}`,
      tags: ['vip'],
      address: { city: 'Roma', street: 'Via Appia Antica' },
      notes: 'calls at night\nonly on Mondays',
    });
  });

  it('refuses malformed JSON and bodies over 1 MB', async () => {
    expect((await call('POST', '/api/client', '{"name":')).body.code).toBe('MALFORMED_JSON');
    const huge = await call('POST', '/api/client', { name: 'Grande', notes: 'x'.repeat(1024 * 1024 + 10) });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses operator injection in filters and in the query string', async () => {
    const filter = await call('POST', '/api/client/pagination', { name: { $gt: '' } });
    expect(filter.status).toBe(400);
    expect(filter.body.code).toBe('OPERATOR_REJECTED');
    const query = await call('GET', '/api/client/s/10?name[$ne]=x');
    expect(query.status).toBe(400);
    const repeated = await call('GET', '/api/client/s/10?name=a&name=b');
    expect(repeated.status).toBe(400);
    const unknownFilter = await call('POST', '/api/client/pagination', { nome: 'x' });
    expect(unknownFilter.status).toBe(400);
    const auditFilter = await call('POST', '/api/client/audit', { clientId: { $ne: null } });
    expect(auditFilter.status).toBe(400);
  });
});

describe('levels', () => {
  it('answers 401 without a token', async () => {
    const response = await call('GET', '/api/client/s/10?name=a', undefined, null);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it('lets LIMITED read but not write', async () => {
    const client = await create({ name: `Limitado ${unique()}` });
    expect((await call('GET', `/api/client/${client.id}`, undefined, 'LIMITED')).status).toBe(200);
    expect((await call('POST', '/api/client/pagination', {}, 'LIMITED')).status).toBe(200);
    const before = await count();
    for (const [method, path, body] of [
      ['POST', '/api/client', { name: 'Nope' }],
      ['POST', `/api/client/${client.id}`, { name: 'Changed' }],
      ['DELETE', `/api/client/${client.id}`, undefined],
    ] as const) {
      const response = await call(method, path, body, 'LIMITED');
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
    }
    expect(await count()).toBe(before);
    expect((await call('GET', `/api/client/${client.id}`)).body.name).toBe(client.name);
  });
});
