import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import {
  CLIENT_API,
  CLIENT_LINEAGE_MAX_PERSONS,
  CLIENT_MESSAGES,
  ERROR_CODES,
  clientLineageSchema,
  type ClientLineage,
} from '@linhagem/contracts';
import { callerHeaders } from '@linhagem/service-kit/testing';
import { startClientsTestService, type ClientsTestService } from '../../test/support';

let service: ClientsTestService;
beforeAll(async () => {
  service = await startClientsTestService();
});
afterAll(() => service.close());
beforeEach(() => service.database.connection.db!.collection('clients').deleteMany({}));

const create = async (body: Record<string, unknown>) => {
  const answer = await service.call('POST', CLIENT_API.collection, { confirmDuplicateName: true, ...body });
  expect(answer.status).toBe(201);
  return answer.body.id as string;
};
const lineage = async (id: string, query = '') => {
  const answer = await service.call('GET', `${CLIENT_API.lineage(id)}${query}`);
  expect(answer.status).toBe(200);
  return clientLineageSchema.parse(answer.body);
};
const names = (line: ClientLineage) => line.persons.map((p) => [p.relationship, p.name]);
/** a link written straight into the engine: the form would never let a person be their own ancestor */
const link = (id: string, field: 'father' | 'mother', to: string) =>
  service.database.connection
    .db!.collection('clients')
    .updateOne({ _id: new Types.ObjectId(id) }, { $set: { [field]: new Types.ObjectId(to) } });

it('walks the father and mother links up, with names, dates, places and the relationship', async () => {
  const giuseppe = await create({
    name: 'Giuseppe Rossi',
    birthDay: '1868-03-12',
    birthPlace: { country: 'ITALIA', foreignState: 'Veneto', city: 'Vicenza' },
  });
  const anna = await create({ name: 'Anna Bianchi' });
  await service.database.connection
    .db!.collection('clients')
    .updateOne({ _id: new Types.ObjectId(anna) }, { $set: { 'gedcomText.birthDay': 'ABT 1872' } });
  const pedro = await create({ name: 'Pedro Rossi', birthDay: '1900-01-02', father: giuseppe, mother: anna });
  const maria = await create({ name: 'Maria Souza' });
  const lucia = await create({ name: 'Lúcia Rossi', father: pedro, mother: maria });

  const line = await lineage(lucia);
  expect(line).toMatchObject({ clientId: lucia, truncated: false });
  expect(names(line)).toEqual([
    ['', 'Lúcia Rossi'],
    ['F', 'Pedro Rossi'],
    ['M', 'Maria Souza'],
    ['FF', 'Giuseppe Rossi'],
    ['FM', 'Anna Bianchi'],
  ]);
  const byName = new Map(line.persons.map((p) => [p.name, p]));
  expect(byName.get('Lúcia Rossi')!.childId).toBeNull();
  expect(byName.get('Giuseppe Rossi')).toMatchObject({
    id: giuseppe,
    childId: pedro,
    birth: { text: '1868-03-12', uncertain: false },
    birthPlace: 'Vicenza, Veneto, ITALIA',
    death: null,
  });
  expect(byName.get('Anna Bianchi')!.birth).toEqual({ text: 'ABT 1872', uncertain: true });

  // a LIMITED user reads it (the client family's read level); no one signed in does not
  const limited = await fetch(`${service.url}${CLIENT_API.lineage(lucia)}`, {
    headers: callerHeaders('LIMITED'),
  });
  expect(limited.status).toBe(200);
  const anonymous = await fetch(`${service.url}${CLIENT_API.lineage(lucia)}`);
  expect(anonymous.status).toBe(401);
});

it('answers only the client when no parent is linked', async () => {
  const alone = await create({ name: 'Sem Pais' });
  expect(await lineage(alone)).toEqual({
    clientId: alone,
    truncated: false,
    persons: [
      {
        id: alone,
        childId: null,
        relationship: '',
        name: 'Sem Pais',
        birth: null,
        death: null,
        birthPlace: null,
        deathPlace: null,
      },
    ],
  });
});

it('walks a loop of links once and ends', async () => {
  const a = await create({ name: 'Alfa' });
  const b = await create({ name: 'Beta', father: a });
  await link(a, 'mother', b); // Alfa's mother is Beta, whose father is Alfa
  expect(names(await lineage(b))).toEqual([
    ['', 'Beta'],
    ['F', 'Alfa'],
  ]);
  expect(names(await lineage(a))).toEqual([
    ['', 'Alfa'],
    ['M', 'Beta'],
  ]);
});

it('stops at the generations asked and says the line goes on', async () => {
  // five generations in a row: each the father of the next
  let id = await create({ name: 'G0' });
  for (let g = 1; g <= 5; g++) id = await create({ name: `G${g}`, father: id });
  const two = await lineage(id, '?generations=2');
  expect(names(two)).toEqual([
    ['', 'G5'],
    ['F', 'G4'],
    ['FF', 'G3'],
  ]);
  expect(two.truncated).toBe(true);
  const all = await lineage(id, '?generations=5');
  expect(all.persons).toHaveLength(6);
  expect(all.truncated).toBe(false);
});

it(`stops at ${CLIENT_LINEAGE_MAX_PERSONS} persons`, async () => {
  // a full tree of 8 generations is 255 persons: written straight into the engine, one insert
  const ids = Array.from({ length: 255 }, () => new Types.ObjectId());
  await service.database.connection.db!.collection('clients').insertMany(
    ids.map((_id, i) => ({
      _id,
      name: `P${i}`,
      searchName: `p${i}`,
      version: 0,
      ...(2 * i + 1 < ids.length ? { father: ids[2 * i + 1], mother: ids[2 * i + 2] } : {}),
    })),
  );
  const line = await lineage(String(ids[0]), '?generations=10');
  expect(line.persons).toHaveLength(CLIENT_LINEAGE_MAX_PERSONS);
  expect(line.truncated).toBe(true);
  expect(new Set(line.persons.map((p) => p.id)).size).toBe(CLIENT_LINEAGE_MAX_PERSONS);
});

it('answers 404 for an unknown client and 400 for a bad id or generations', async () => {
  const unknown = await service.call('GET', CLIENT_API.lineage(new Types.ObjectId().toString()));
  expect([unknown.status, unknown.body.code]).toEqual([404, ERROR_CODES.notFound]);
  const bad = await service.call('GET', CLIENT_API.lineage('not-an-id'));
  expect([bad.status, bad.body.code]).toEqual([400, ERROR_CODES.validation]);
  expect(JSON.stringify(bad.body.details)).toContain(CLIENT_MESSAGES.idInvalid);
  const id = await create({ name: `Gerações ${randomUUID().slice(0, 6)}` });
  const tooMany = await service.call('GET', `${CLIENT_API.lineage(id)}?generations=11`);
  expect(tooMany.status).toBe(400);
  const unknownQuery = await service.call('GET', `${CLIENT_API.lineage(id)}?depth=2`);
  expect(unknownQuery.status).toBe(400);
});
