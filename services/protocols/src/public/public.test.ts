import { Types } from 'mongoose';
import {
  ACCESS_CODE_ATTEMPTS,
  MAX_PROTOCOL_CLIENTS,
  NOTIFICATION_API,
  PORTAL_WRITE_LIMIT,
  PUBLIC_API,
  PUBLIC_CLIENT_FIELDS,
  PUBLIC_ERROR_CODES,
} from '@linhagem/contracts';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

let service: ProtocolsTestService;
let nextAddress = 1;
/** each test speaks from its own address unless it says otherwise, so the per-address limit stays out of its way */
const freshAddress = () => `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const publicCall = async (method: string, path: string, body?: unknown, address = freshAddress()) => {
  const answer = await requestJson(`${service.url}${path}`, {
    method,
    body,
    headers: { 'x-forwarded-for': address, 'content-type': 'application/json' },
  });
  return { status: answer.status, body: answer.body, headers: answer.headers };
};

type Case = { id: string; accessCode: string; clientIds: string[] };
const openCase = async (names = ['Ana Rossi', 'Bruno Rossi']): Promise<Case> =>
  service.createCase('protocol', names);

beforeAll(async () => {
  service = await startProtocolsTestService();
});
afterAll(() => service.close());

describe('the access code', () => {
  it('opens the protocol; a wrong code and a wrong protocol get the same answer', async () => {
    const family = await openCase();
    const right = await publicCall('GET', PUBLIC_API.clients(family.id, family.accessCode));
    expect(right.status).toBe(200);
    expect(right.headers.get('cache-control')).toBe('no-store');
    const typedLoosely = family.accessCode.toLowerCase().replace(/-/g, ' ');
    expect((await publicCall('GET', PUBLIC_API.clients(family.id, typedLoosely))).status).toBe(200);

    const wrongCode = await publicCall('GET', PUBLIC_API.clients(family.id, 'AAAA-BBBB-CCCC-DDDD'));
    const wrongProtocol = await publicCall(
      'GET',
      PUBLIC_API.clients(new Types.ObjectId().toHexString(), family.accessCode),
    );
    const notAnId = await publicCall('GET', PUBLIC_API.clients('nope', family.accessCode));
    for (const answer of [wrongCode, wrongProtocol, notAnId]) {
      expect(answer.status).toBe(403);
      expect({ code: answer.body.code, message: answer.body.message }).toEqual({
        code: PUBLIC_ERROR_CODES.accessDenied,
        message: wrongCode.body.message,
      });
    }
  });

  it('guards every route: a wrong code reaches nothing and changes nothing', async () => {
    const family = await openCase();
    const [main, other] = family.clientIds;
    const wrong = 'ZZZZ-ZZZZ-ZZZZ-ZZZZ';
    const link = (await service.call('GET', `/api/protocol/${family.id}`)).body.clients[1].id;
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', PUBLIC_API.clients(family.id, wrong)],
      ['GET', PUBLIC_API.withUnderage(family.id, wrong)],
      ['GET', PUBLIC_API.protocol(family.id, wrong)],
      ['POST', PUBLIC_API.clients(family.id, wrong), { name: 'Intruder' }],
      ['POST', PUBLIC_API.client(family.id, wrong, other), { name: 'Renamed' }],
      ['DELETE', PUBLIC_API.client(family.id, wrong, other)],
      ['DELETE', PUBLIC_API.underageLink(family.id, wrong, link)],
      ['POST', PUBLIC_API.sendNotification(family.id, wrong), { message: 'hi' }],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await publicCall(method, path, body);
      expect([path, answer.status, answer.body.code]).toEqual([path, 403, PUBLIC_ERROR_CODES.accessDenied]);
    }
    const after = (await service.call('GET', `/api/protocol/${family.id}`)).body;
    expect(after.clients.map((c: { client: string }) => c.client)).toEqual([main, other]);
    expect(service.standIns.clients.get(other)?.name).toBe('Bruno Rossi');
  });

  it('ends the old code at once when the office makes a new one', async () => {
    const family = await openCase();
    const renewed = await service.call('POST', `/api/protocol/${family.id}/new-access-code`, {});
    expect(renewed.status).toBe(200);
    expect(renewed.body.accessCode).not.toBe(family.accessCode);
    expect((await publicCall('GET', PUBLIC_API.clients(family.id, family.accessCode))).status).toBe(403);
    expect((await publicCall('GET', PUBLIC_API.clients(family.id, renewed.body.accessCode))).status).toBe(
      200,
    );
  });

  it(`refuses an address after ${ACCESS_CODE_ATTEMPTS.perProtocolAndAddress} wrong codes for a protocol, never the family elsewhere`, async () => {
    const family = await openCase();
    const guesser = freshAddress();
    for (let i = 0; i < ACCESS_CODE_ATTEMPTS.perProtocolAndAddress; i++) {
      const guess = `AAAA-AAAA-AAAA-${String(i).padStart(4, '0')}`;
      expect((await publicCall('GET', PUBLIC_API.clients(family.id, guess), undefined, guesser)).status).toBe(
        403,
      );
    }
    const locked = await publicCall(
      'GET',
      PUBLIC_API.clients(family.id, family.accessCode),
      undefined,
      guesser,
    );
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe(PUBLIC_ERROR_CODES.tooManyAttempts);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ACCESS_CODE_ATTEMPTS.windowMs / 1000);
    // the family, from its own address, opens its protocol at once
    expect((await publicCall('GET', PUBLIC_API.clients(family.id, family.accessCode))).status).toBe(200);
  });

  it(`limits one address to ${ACCESS_CODE_ATTEMPTS.perAddress} wrong codes across protocols`, async () => {
    const family = await openCase(['Dora Lima']);
    const address = freshAddress();
    for (let i = 0; i < ACCESS_CODE_ATTEMPTS.perAddress; i++) {
      const someProtocol = new Types.ObjectId().toHexString();
      expect(
        (await publicCall('GET', PUBLIC_API.clients(someProtocol, 'AAAA-AAAA-AAAA-AAAA'), undefined, address))
          .status,
      ).toBe(403);
    }
    const fromThere = await publicCall(
      'GET',
      PUBLIC_API.clients(family.id, family.accessCode),
      undefined,
      address,
    );
    expect(fromThere.status).toBe(429);
    expect(Number(fromThere.headers.get('retry-after'))).toBeGreaterThan(0);
    // the address is the hop the gateway appended, not what the browser claimed before it
    const spoofed = `${freshAddress()}, ${address}`;
    expect(
      (await publicCall('GET', PUBLIC_API.clients(family.id, family.accessCode), undefined, spoofed)).status,
    ).toBe(429);
    expect((await publicCall('GET', PUBLIC_API.clients(family.id, family.accessCode))).status).toBe(200);
  });

  it('opens again once the Retry-After has passed', async () => {
    const quick = await startProtocolsTestService({
      accessLimits: { windowMs: 1500, perProtocolAndAddress: 2, perAddress: 100 },
    });
    try {
      const family = await quick.createCase('protocol', ['Eva Prado']);
      const get = (code: string) =>
        requestJson(`${quick.url}${PUBLIC_API.clients(family.id, code)}`, {
          headers: { 'x-forwarded-for': '10.9.9.9' },
        });
      await get('AAAA-AAAA-AAAA-AAAA');
      await get('AAAA-AAAA-AAAA-AAAB');
      const locked = await get(family.accessCode);
      expect(locked.status).toBe(429);
      const seconds = Number(locked.headers.get('retry-after'));
      expect(seconds).toBeGreaterThanOrEqual(1);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 100));
      expect((await get(family.accessCode)).status).toBe(200);
    } finally {
      await quick.close();
    }
  });
});

describe('the family edits its own persons', () => {
  it('adds an adult and an underage, lists them and tells the status page', async () => {
    const family = await openCase();
    const [ana] = family.clientIds;
    const code = family.accessCode;
    const adult = await publicCall('POST', PUBLIC_API.clients(family.id, code), {
      name: 'Caio Rossi',
      cpf: '529.982.247-25',
      birthDay: '1990-05-01',
      email: 'caio@example.com',
    });
    expect(adult.status).toBe(201);
    // the portal never reads a full CPF back (docs/adr-signatures.md: with the birth date it proves a signer)
    expect(adult.body.client).toMatchObject({ name: 'Caio Rossi', cpf: '***.982.247-**' });
    const minor = await publicCall('POST', PUBLIC_API.clients(family.id, code), {
      name: 'Duda Rossi',
      birthDay: '2018-02-03',
      responsible: ana,
    });
    expect(minor.status).toBe(201);
    expect(minor.body.underage).toMatchObject({
      client: { id: ana, name: 'Ana Rossi' },
      underAgeClient: { name: 'Duda Rossi' },
    });
    expect(service.standIns.clients.get(minor.body.client.id)?.responsible).toBe(ana);

    const list = await publicCall('GET', PUBLIC_API.clients(family.id, code));
    expect(list.body.map((l: { client: { name: string } }) => l.client.name)).toEqual([
      'Ana Rossi',
      'Bruno Rossi',
      'Caio Rossi',
      'Duda Rossi',
    ]);
    const underages = await publicCall('GET', PUBLIC_API.withUnderage(family.id, code));
    expect(underages.body).toEqual([
      expect.objectContaining({
        id: minor.body.underage.id,
        underAgeClient: expect.objectContaining({ name: 'Duda Rossi' }),
      }),
    ]);
    const info = await publicCall('GET', PUBLIC_API.protocol(family.id, code));
    expect(info.body).toMatchObject({
      protocolGroupName: 'Rossi',
      sent: false,
      persons: [
        { name: 'Ana Rossi', dependents: ['Duda Rossi'] },
        { name: 'Bruno Rossi', dependents: [] },
        { name: 'Caio Rossi', dependents: [] },
      ],
      checklist: { progress: 0, color: 'RED', certificates: 0 },
    });
    expect(info.body.timeline[0].kind).toBe('CREATED');
    const staffView = (await service.call('GET', `/api/protocol/${family.id}`)).body;
    expect(staffView.underAges).toEqual([
      expect.objectContaining({ client: ana, underAgeClient: minor.body.client.id }),
    ]);
  });

  it('edits a person with the staff rules and keeps what only the office sets', async () => {
    const family = await openCase();
    const [ana, bruno] = family.clientIds;
    const officeFields = {
      tags: ['vip'],
      notes: 'calls at night',
      father: ana,
      nameVariants: ['Bruno Rosi'],
      naturalisationDate: '1950-03-04',
    };
    service.standIns.clients.set(bruno, { name: 'Bruno Rossi', birthDay: null, ...officeFields });
    const path = PUBLIC_API.client(family.id, family.accessCode, bruno);
    const refused = await publicCall('POST', path, { name: 'Bruno Rossi', cpf: '111.111.111-11' });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([{ path: 'cpf', message: 'client.cpf-invalid' }]);
    const future = await publicCall('POST', path, { name: 'Bruno Rossi', birthDay: '2999-01-01' });
    expect(future.status).toBe(400);
    const officeOnly = await publicCall('POST', path, { name: 'Bruno Rossi', notes: 'mine now' });
    expect(officeOnly.status).toBe(400);

    const edited = await publicCall('POST', path, { name: 'Bruno Rossi Neto', motherName: 'Maria' });
    expect(edited.status).toBe(200);
    expect(edited.body.client).toMatchObject({ name: 'Bruno Rossi Neto', motherName: 'Maria' });
    expect(service.standIns.clients.get(bruno)).toMatchObject({ name: 'Bruno Rossi Neto', ...officeFields });
    const staffView = (await service.call('GET', `/api/protocol/${family.id}`)).body;
    expect(staffView.clients[1].name).toBe('Bruno Rossi Neto');
  });

  it('answers each person with the allow-listed fields only, on every public answer', async () => {
    const family = await openCase();
    const [ana, bruno] = family.clientIds;
    // a person the office filled completely
    service.standIns.clients.set(ana, {
      name: 'Ana Rossi',
      birthDay: '1970-01-01',
      cpf: '52998224725',
      email: 'ana@example.com',
      tags: ['vip'],
      notes: 'office only',
      father: bruno,
      mother: bruno,
      spouse: bruno,
      nameVariants: ['Anna Rossi'],
      naturalisationDate: '1990-01-01',
      typeOfPerson: 'PERSON',
      alive: true,
    });
    const code = family.accessCode;
    const allowed = new Set(['id', 'version', ...PUBLIC_CLIENT_FIELDS]);
    const outside = (client: Record<string, unknown>) =>
      Object.keys(client).filter((key) => !allowed.has(key));

    const minor = await publicCall('POST', PUBLIC_API.clients(family.id, code), {
      name: 'Duda Rossi',
      birthDay: '2018-02-03',
      responsible: ana,
    });
    expect(Object.keys(minor.body).sort()).toEqual(['client', 'id', 'underage']);
    expect(Object.keys(minor.body.underage).sort()).toEqual(['client', 'id', 'underAgeClient']);
    const edited = await publicCall('POST', PUBLIC_API.client(family.id, code, bruno), { name: 'Bruno R.' });
    const list = await publicCall('GET', PUBLIC_API.clients(family.id, code));
    const underages = await publicCall('GET', PUBLIC_API.withUnderage(family.id, code));
    const persons = [
      minor.body.client,
      minor.body.underage.client,
      minor.body.underage.underAgeClient,
      edited.body.client,
      ...list.body.map((link: { client: unknown }) => link.client),
      ...underages.body.flatMap((link: { client: unknown; underAgeClient: unknown }) => [
        link.client,
        link.underAgeClient,
      ]),
    ];
    expect(persons).toHaveLength(9);
    for (const person of persons) expect(outside(person)).toEqual([]);
    const listedAna = list.body[0].client;
    expect(Object.keys(listedAna).sort()).toEqual(['birthDay', 'cpf', 'email', 'id', 'name', 'version']);
    expect(listedAna.cpf).toBe('***.982.247-**');
    expect(JSON.stringify([persons, list.body, underages.body])).not.toContain('52998224725');
    // an edit from the portal keeps the CPF the office holds, whatever it sends
    await publicCall('POST', PUBLIC_API.client(family.id, code, ana), {
      name: 'Ana Rossi',
      cpf: '111.444.777-35',
      version: listedAna.version,
    });
    expect(service.standIns.clients.get(ana)).toMatchObject({ cpf: '52998224725' });
    for (const link of list.body) expect(Object.keys(link).sort()).toEqual(['client', 'id']);
    for (const link of underages.body)
      expect(Object.keys(link).sort()).toEqual(['client', 'id', 'underAgeClient']);

    const info = await publicCall('GET', PUBLIC_API.protocol(family.id, code));
    expect(Object.keys(info.body).sort()).toEqual(
      ['checklist', 'code', 'persons', 'protocolGroupName', 'sent', 'stage', 'status', 'timeline'].sort(),
    );
    for (const person of info.body.persons)
      expect(Object.keys(person).sort()).toEqual(['dependents', 'name']);
    const sent = await publicCall('POST', PUBLIC_API.sendNotification(family.id, code), { message: 'hi' });
    expect(Object.keys(sent.body)).toEqual(['id']);
  });

  it('stores a name and a message typed with a right-to-left override without it', async () => {
    const family = await openCase();
    const added = await publicCall('POST', PUBLIC_API.clients(family.id, family.accessCode), {
      name: 'Caio \u202Eissor\u202C\u0007',
      fatherName: 'Rui\u2067 Rossi',
    });
    expect(added.status).toBe(201);
    expect(added.body.client).toMatchObject({ name: 'Caio issor', fatherName: 'Rui Rossi' });
    expect(service.standIns.clients.get(added.body.client.id)?.name).toBe('Caio issor');
    const staffView = (await service.call('GET', `/api/protocol/${family.id}`)).body;
    expect(staffView.clients[2].name).toBe('Caio issor');
    // the same for the text of a message to the office
    const sent = await publicCall('POST', PUBLIC_API.sendNotification(family.id, family.accessCode), {
      message: '<p>Pronto\u202E: \u2066ok</p>',
    });
    expect(sent.status).toBe(201);
    const info = await publicCall('GET', PUBLIC_API.protocol(family.id, family.accessCode));
    expect(info.body.timeline.at(-1).message).toBe('Pronto: ok');
  });

  it('refuses links to other clients, operators and oversized bodies', async () => {
    const family = await openCase();
    const path = PUBLIC_API.clients(family.id, family.accessCode);
    const stranger = service.standIns.addClient('Stranger');
    const linked = await publicCall('POST', path, { name: 'Eve', father: stranger });
    expect(linked.status).toBe(400);
    const operator = await publicCall('POST', path, { name: { $gt: '' } });
    expect(operator.status).toBe(400);
    const where = await publicCall('POST', path, { name: 'X', $where: 'sleep(1000)' });
    expect(where.status).toBe(400);
    const huge = await publicCall('POST', path, {
      name: 'Big',
      address: { street: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(huge.status).toBe(413);
    const malformed = await requestJson(`${service.url}${path}`, {
      method: 'POST',
      body: '{"name":',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
    });
    expect(malformed.status).toBe(400);
    expect((await publicCall('GET', path)).body).toHaveLength(2);
  });

  it('keeps the main client, a responsible and a person a service covers', async () => {
    const family = await openCase();
    const [ana, bruno] = family.clientIds;
    const code = family.accessCode;
    const minor = await publicCall('POST', PUBLIC_API.clients(family.id, code), {
      name: 'Gil Rossi',
      birthDay: '2019-01-01',
      responsible: bruno,
    });
    const main = await publicCall('DELETE', PUBLIC_API.client(family.id, code, ana));
    expect([main.status, main.body.code]).toEqual([409, PUBLIC_ERROR_CODES.mainClient]);
    const responsible = await publicCall('DELETE', PUBLIC_API.client(family.id, code, bruno));
    expect([responsible.status, responsible.body.code]).toEqual([
      409,
      PUBLIC_ERROR_CODES.responsibleOfUnderage,
    ]);

    const removed = await publicCall(
      'DELETE',
      PUBLIC_API.underageLink(family.id, code, minor.body.underage.id),
    );
    expect(removed.status).toBe(204);
    expect(service.standIns.deleted).toContain(minor.body.client.id);
    expect((await publicCall('GET', PUBLIC_API.withUnderage(family.id, code))).body).toEqual([]);
    const names = (await publicCall('GET', PUBLIC_API.clients(family.id, code))).body.map(
      (l: { client: { name: string } }) => l.client.name,
    );
    expect(names).toEqual(['Ana Rossi', 'Bruno Rossi']);

    // a person the office linked stays a client when the family removes them
    const typeService = service.standIns.addTypeService({ name: 'Certidão', price: 10000 });
    const withService = await openCase(['Hugo Reis', 'Iris Reis', 'Joel Reis']);
    const [, iris, joel] = withService.clientIds;
    expect(
      (
        await service.call('POST', `/api/protocol/${withService.id}/service`, {
          typeService,
          clients: [joel],
        })
      ).status,
    ).toBe(200);
    const covered = await publicCall(
      'DELETE',
      PUBLIC_API.client(withService.id, withService.accessCode, joel),
    );
    expect([covered.status, covered.body.code]).toEqual([409, PUBLIC_ERROR_CODES.coveredByService]);
    expect(
      (await publicCall('DELETE', PUBLIC_API.client(withService.id, withService.accessCode, iris))).status,
    ).toBe(204);
    expect(service.standIns.deleted).not.toContain(iris);
    expect(service.standIns.clients.has(iris)).toBe(true);
  });

  it("never reaches another protocol's persons or links (IDOR)", async () => {
    const mine = await openCase(['Kai Souza', 'Lia Souza']);
    const theirs = await openCase(['Mia Costa', 'Noa Costa']);
    const theirMinor = await publicCall('POST', PUBLIC_API.clients(theirs.id, theirs.accessCode), {
      name: 'Oto Costa',
      birthDay: '2020-01-01',
      responsible: theirs.clientIds[1],
    });
    const code = mine.accessCode;
    const [, noa] = theirs.clientIds;
    const edit = await publicCall('POST', PUBLIC_API.client(mine.id, code, noa), { name: 'Hijacked' });
    expect([edit.status, edit.body.code]).toEqual([404, PUBLIC_ERROR_CODES.personNotFound]);
    const remove = await publicCall('DELETE', PUBLIC_API.client(mine.id, code, noa));
    expect([remove.status, remove.body.code]).toEqual([404, PUBLIC_ERROR_CODES.personNotFound]);
    const unlink = await publicCall(
      'DELETE',
      PUBLIC_API.underageLink(mine.id, code, theirMinor.body.underage.id),
    );
    expect([unlink.status, unlink.body.code]).toEqual([404, PUBLIC_ERROR_CODES.personNotFound]);
    const adopt = await publicCall('POST', PUBLIC_API.clients(mine.id, code), {
      name: 'Pia',
      birthDay: '2021-01-01',
      responsible: noa,
    });
    expect([adopt.status, adopt.body.code]).toEqual([400, PUBLIC_ERROR_CODES.responsibleInvalid]);
    // their code does not open mine, and mine lists only mine
    expect((await publicCall('GET', PUBLIC_API.clients(mine.id, theirs.accessCode))).status).toBe(403);
    const listed = (await publicCall('GET', PUBLIC_API.clients(mine.id, code))).body.map(
      (l: { client: { id: string } }) => l.client.id,
    );
    expect(listed).toEqual(mine.clientIds);
    expect(service.standIns.clients.get(noa)?.name).toBe('Noa Costa');
    expect(
      (await publicCall('GET', PUBLIC_API.withUnderage(theirs.id, theirs.accessCode))).body,
    ).toHaveLength(1);
  });

  it('creates the person marked as waiting for this protocol, and clears the mark once linked', async () => {
    const family = await openCase();
    const created: string[] = [];
    service.standIns.hooks.afterCreate = async (id) => {
      created.push(id);
      // between the two steps: the clients service holds the mark for this protocol
      expect(service.standIns.pending.get(id)).toBe(family.id);
    };
    try {
      const answer = await publicCall('POST', PUBLIC_API.clients(family.id, family.accessCode), {
        name: 'Rita Rossi',
      });
      expect(answer.status).toBe(201);
    } finally {
      service.standIns.hooks.afterCreate = undefined;
    }
    expect(created).toHaveLength(1);
    expect(service.standIns.pending.has(created[0]!)).toBe(false);
  });

  it('undoes the new client when linking it to the protocol fails', async () => {
    const family = await openCase();
    const protocols = service.database.connection.collection('protocols');
    service.standIns.hooks.afterCreate = async () => {
      // someone saves the protocol in between: the portal's save meets a newer version
      await protocols.updateOne({ _id: new Types.ObjectId(family.id) }, { $inc: { __v: 1 } });
    };
    try {
      const before = service.standIns.clients.size;
      const answer = await publicCall('POST', PUBLIC_API.clients(family.id, family.accessCode), {
        name: 'Quentin Rossi',
      });
      expect(answer.status).toBe(409);
      expect(service.standIns.clients.size).toBe(before);
      expect(service.standIns.deleted).toHaveLength(new Set(service.standIns.deleted).size);
      expect([...service.standIns.clients.values()].some((c) => c.name === 'Quentin Rossi')).toBe(false);
    } finally {
      service.standIns.hooks.afterCreate = undefined;
    }
    expect((await publicCall('GET', PUBLIC_API.clients(family.id, family.accessCode))).body).toHaveLength(2);
  });

  it('answers a canceled protocol read-only', async () => {
    const family = await openCase();
    expect((await service.call('POST', `/api/protocol/${family.id}/cancel`, {})).status).toBe(200);
    const code = family.accessCode;
    expect((await publicCall('GET', PUBLIC_API.clients(family.id, code))).status).toBe(200);
    expect((await publicCall('GET', PUBLIC_API.protocol(family.id, code))).body.status).toBe('CANCELED');
    for (const [method, path, body] of [
      ['POST', PUBLIC_API.clients(family.id, code), { name: 'Late' }],
      ['POST', PUBLIC_API.client(family.id, code, family.clientIds[1]), { name: 'Late' }],
      ['DELETE', PUBLIC_API.client(family.id, code, family.clientIds[1])],
      ['POST', PUBLIC_API.sendNotification(family.id, code), { message: 'hello' }],
    ] as Array<[string, string, unknown?]>) {
      const answer = await publicCall(method, path, body);
      expect([path, answer.status, answer.body.code]).toEqual([path, 409, PUBLIC_ERROR_CODES.readOnly]);
    }
  });
});

describe('the family cannot break its own case', () => {
  it(`refuses a person past ${MAX_PROTOCOL_CLIENTS}, the staff form's limit, and the protocol still saves`, async () => {
    const names = Array.from({ length: MAX_PROTOCOL_CLIENTS - 1 }, (_, i) => `Pessoa ${i} Farias`);
    const family = await openCase(names);
    const path = PUBLIC_API.clients(family.id, family.accessCode);
    expect((await publicCall('POST', path, { name: 'Centésima Farias' })).status).toBe(201);
    const before = service.standIns.clients.size;
    const refused = await publicCall('POST', path, { name: 'Demais Farias' });
    expect([refused.status, refused.body.code]).toEqual([409, PUBLIC_ERROR_CODES.tooManyPersons]);
    expect(service.standIns.clients.size).toBe(before);
    expect((await publicCall('GET', path)).body).toHaveLength(MAX_PROTOCOL_CLIENTS);
    // the office can still save the case as it is
    const staffView = (await service.call('GET', `/api/protocol/${family.id}`)).body;
    const saved = await service.call('POST', `/api/protocol/${family.id}`, {
      name: staffView.name,
      familyName: staffView.familyName,
      mainClient: family.clientIds[0],
      clients: staffView.clients.map((c: { client: string }) => c.client),
      version: staffView.version,
    });
    expect(saved.status).toBe(200);
  });

  it(`refuses the ${PORTAL_WRITE_LIMIT.perProtocol + 1}st write to a protocol in a minute with 429 and Retry-After`, async () => {
    const family = await openCase(['Vera Dias']);
    const message = PUBLIC_API.sendNotification(family.id, family.accessCode);
    for (let i = 0; i < PORTAL_WRITE_LIMIT.perProtocol; i++)
      expect((await publicCall('POST', message, { message: `<p>note ${i}</p>` })).status).toBe(201);
    // every write counts, from any address: a message, a new person, an edit, a removal
    const writes: Array<[string, string, unknown?]> = [
      ['POST', message, { message: '<p>one more</p>' }],
      ['POST', PUBLIC_API.clients(family.id, family.accessCode), { name: 'Zeca Dias' }],
      ['POST', PUBLIC_API.client(family.id, family.accessCode, family.clientIds[0]), { name: 'Vera' }],
      ['DELETE', PUBLIC_API.client(family.id, family.accessCode, family.clientIds[0])],
    ];
    for (const [method, path, body] of writes) {
      const refused = await publicCall(method, path, body);
      expect([path, refused.status, refused.body.code]).toEqual([
        path,
        429,
        PUBLIC_ERROR_CODES.tooManyWrites,
      ]);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(PORTAL_WRITE_LIMIT.windowMs / 1000);
    }
    // reads go on, and another protocol writes as before
    expect((await publicCall('GET', PUBLIC_API.clients(family.id, family.accessCode))).status).toBe(200);
    const neighbour = await openCase(['Wagner Dias']);
    const theirs = PUBLIC_API.sendNotification(neighbour.id, neighbour.accessCode);
    expect((await publicCall('POST', theirs, { message: '<p>hello</p>' })).status).toBe(201);
  });
});

describe('the family tells the office, and follows the case', () => {
  it('reaches the staff member in charge as an unread notification, sanitised, on the timeline', async () => {
    const family = await openCase(['Rui Alves']);
    const sent = await publicCall('POST', PUBLIC_API.sendNotification(family.id, family.accessCode), {
      message: '<p>We are <strong>done</strong></p><script>alert(1)</script>',
    });
    expect(sent.status).toBe(201);
    const inCharge = callerHeaders('LIMITED', { sub: 'test-normal' });
    const list = await requestJson(`${service.url}${NOTIFICATION_API.list}`, { headers: inCharge });
    const mineNow = list.body.notifications.find((n: { protocolId: string }) => n.protocolId === family.id);
    expect(mineNow).toMatchObject({
      message: '<p>We are <strong>done</strong></p>',
      read: false,
      protocolGroupName: 'Alves',
    });
    expect(list.body.unread).toBeGreaterThanOrEqual(1);

    const someoneElse = callerHeaders('LIMITED', { sub: 'another-user' });
    const theirs = await requestJson(`${service.url}${NOTIFICATION_API.list}`, { headers: someoneElse });
    expect(theirs.body.notifications.some((n: { protocolId: string }) => n.protocolId === family.id)).toBe(
      false,
    );
    const notTheirs = await requestJson(`${service.url}${NOTIFICATION_API.read(mineNow.id)}`, {
      method: 'POST',
      headers: someoneElse,
      body: {},
    });
    expect(notTheirs.status).toBe(404);

    const unreadBefore = list.body.unread;
    const read = await requestJson(`${service.url}${NOTIFICATION_API.read(mineNow.id)}`, {
      method: 'POST',
      headers: inCharge,
      body: {},
    });
    expect(read.status).toBe(200);
    const after = await requestJson(`${service.url}${NOTIFICATION_API.list}`, { headers: inCharge });
    expect(after.body.unread).toBe(unreadBefore - 1);
    expect((await requestJson(`${service.url}${NOTIFICATION_API.list}`)).status).toBe(401);

    const info = await publicCall('GET', PUBLIC_API.protocol(family.id, family.accessCode));
    expect(info.body.timeline.map((e: { kind: string }) => e.kind)).toEqual([
      'CREATED',
      'FAMILY_NOTIFICATION',
    ]);
    expect(info.body.timeline[1].message).toBe('We are done');
    const empty = await publicCall('POST', PUBLIC_API.sendNotification(family.id, family.accessCode), {
      message: '  ',
    });
    expect(empty.status).toBe(400);
  });

  it('shows the checklist progress, the documents received and the send', async () => {
    const family = await openCase(['Sara Melo']);
    const person = await service.call('POST', '/api/certificate/', {
      protocolId: family.id,
      category: 'APPLICANT',
      name: 'Sara Melo',
      certificates: [
        {
          typeOfCertificate: 'BIRTH',
          typeOfDocument: 'NORMAL',
          statusDocument: 'IN_OFFICE',
          statusTranslate: 'TRANSLATED',
          price: 12000,
          translatePrice: 8000,
        },
        { typeOfCertificate: 'DEATH' },
      ],
    });
    expect(person.status).toBe(201);
    let info = await publicCall('GET', PUBLIC_API.protocol(family.id, family.accessCode));
    expect(info.body.checklist.certificates).toBe(2);
    expect(info.body.checklist.progress).toBeGreaterThan(50);
    expect(info.body.checklist.progress).toBeLessThan(100);

    await service.call('POST', '/api/certificate/', {
      protocolId: family.id,
      id: person.body.id,
      category: 'APPLICANT',
      name: 'Sara Melo',
      certificates: [
        {
          typeOfCertificate: 'BIRTH',
          typeOfDocument: 'NORMAL',
          statusDocument: 'IN_OFFICE',
          statusTranslate: 'TRANSLATED',
          price: 12000,
          translatePrice: 8000,
        },
      ],
    });
    expect((await service.call('POST', `/api/protocol/${family.id}/checklist/send`, {})).status).toBe(200);
    info = await publicCall('GET', PUBLIC_API.protocol(family.id, family.accessCode));
    expect(info.body).toMatchObject({
      sent: true,
      checklist: { progress: 100, color: 'DARK_GREEN', certificates: 1 },
    });
    expect(info.body.timeline.map((e: { kind: string }) => e.kind)).toEqual([
      'CREATED',
      'DOCUMENT_RECEIVED',
      'CHECKLIST_SENT',
    ]);
    expect(info.body.timeline[1]).toMatchObject({ certificate: 'BIRTH', label: 'Sara Melo' });
  });
});
