import fs from 'node:fs';
import path from 'node:path';
import {
  CLIENT_API,
  GEDCOM_ERROR_CODES,
  GEDCOM_PROBLEM_CODES,
  MAX_GEDCOM_BYTES,
  type Client,
  type GedcomDecision,
  type GedcomPreview,
} from '@linhagem/contracts';
import { requestJson, callerHeaders } from '@linhagem/service-kit/testing';
import { encodeGedcom, familyGedcom, uploadGedcom } from '../../test/gedcomFiles';
import { startClientsTestService, type ClientsTestService } from '../../test/support';

let service: ClientsTestService;
beforeAll(async () => {
  service = await startClientsTestService({ maxGedcomBytes: 128 * 1024 });
});
afterAll(() => service.close());
beforeEach(async () => {
  const db = service.database.connection.db!;
  await Promise.all(['clients', 'audits', 'gedcomImports'].map((name) => db.collection(name).deleteMany({})));
});

const preview = async (bytes: Uint8Array, fileName = 'family.ged') => {
  const answer = await uploadGedcom(service.url, bytes, { fileName });
  expect(answer.status).toBe(200);
  return answer.body as GedcomPreview;
};
const apply = (importId: string, decisions: GedcomDecision[]) =>
  service.call('POST', CLIENT_API.gedcomApply(importId), { decisions });
const createAll = (p: GedcomPreview): GedcomDecision[] =>
  p.persons.map((x) => ({ xref: x.xref, action: 'CREATE' }));
const count = (collection: string) => service.database.connection.db!.collection(collection).countDocuments();
const getClient = async (id: string) => (await service.call('GET', CLIENT_API.item(id))).body as Client;

describe('preview', () => {
  it('lists persons, families and problems and writes no client', async () => {
    const p = await preview(encodeGedcom(familyGedcom('ANSEL'), 'ANSEL', '\r\n'));
    expect(p).toMatchObject({ fileName: 'family.ged', version: '5.5.1', encoding: 'ANSEL' });
    expect(p.importId).toMatch(/^[0-9a-f-]{36}$/);
    expect(p.persons.map((x) => x.name)).toEqual(['João da Conceição', 'Maria Müller', 'José da Conceição']);
    expect(p.families).toHaveLength(1);
    expect(p.problems.every((x) => x.severity === 'WARNING')).toBe(true);
    expect(await count('clients')).toBe(0);
    expect(await count('gedcomImports')).toBe(1);
  });

  it('offers the clients a person may be: same name and birth date, or same CPF', async () => {
    const joao = await service.call('POST', CLIENT_API.collection, {
      name: 'JOAO DA CONCEICAO',
      birthDay: '1880-03-12',
    });
    const other = await service.call('POST', CLIENT_API.collection, {
      name: 'João da Conceição',
      birthDay: '1881-01-01',
      confirmDuplicateName: true,
    });
    const jose = await service.call('POST', CLIENT_API.collection, { name: 'Zé', cpf: '529.982.247-25' });
    expect([joao.status, other.status, jose.status]).toEqual([201, 201, 201]);
    const p = await preview(Buffer.from(familyGedcom()));
    const matches = Object.fromEntries(p.persons.map((x) => [x.xref, x.matches]));
    expect(matches['@I1@']).toEqual([
      { clientId: joao.body.id, name: 'JOAO DA CONCEICAO', birthDay: '1880-03-12', reason: 'NAME_AND_BIRTH' },
    ]);
    expect(matches['@I2@']).toEqual([]);
    expect(matches['@I3@']).toEqual([{ clientId: jose.body.id, name: 'Zé', reason: 'CPF' }]);
  });

  it.each([
    ['TGC55C.ged', 15],
    ['sample55516be.ged', 3],
  ])('reads the real export %s', async (file, persons) => {
    const p = await preview(fs.readFileSync(path.join(__dirname, 'fixtures', file)), file);
    expect(p.persons).toHaveLength(persons);
  });
});

describe('apply', () => {
  it('creates the clients with their links, places, variants and kept dates, one audit entry each naming the file', async () => {
    const p = await preview(encodeGedcom(familyGedcom('ANSI'), 'windows-1252', '\r'), 'conceicao.ged');
    const answer = await apply(p.importId, createAll(p));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ created: 3, linked: 0, skipped: 0 });
    const ids = Object.fromEntries(
      answer.body.clients.map((c: { xref: string; clientId: string }) => [c.xref, c.clientId]),
    );
    const joao = await getClient(ids['@I1@']);
    expect(joao).toMatchObject({
      name: 'João da Conceição',
      nameVariants: ['Giovanni Concezione'],
      gender: 'MASCULINE',
      birthDay: '1880-03-12',
      alive: false,
      birthPlace: { country: 'ITALIA', foreignState: 'Veneto', city: 'Treviso' },
      deathPlace: { country: 'BRASIL', state: 'SP', city: 'São Paulo' },
      spouse: ids['@I2@'],
      wedding: { country: 'BRASIL', state: 'SP', city: 'Santos', marriedDay: '1905-05-05', current: false },
      gedcomText: { deathDay: 'ABT 1950' },
    });
    expect(joao.deathDay).toBeUndefined();
    const maria = await getClient(ids['@I2@']);
    expect(maria).toMatchObject({
      name: 'Maria Müller',
      gender: 'FEMININE',
      alive: true,
      maritalStatus: 'WIDOWED',
      spouse: ids['@I1@'],
      gedcomText: { birthDay: 'BET 1885 AND 1890', birthPlace: 'Kleindorf, Bayern' },
    });
    expect(maria.birthPlace).toBeUndefined();
    expect(await getClient(ids['@I3@'])).toMatchObject({
      name: 'José da Conceição',
      cpf: '52998224725',
      father: ids['@I1@'],
      mother: ids['@I2@'],
      birthPlace: { country: 'BRASIL', state: 'SP', city: 'Campinas' },
      gedcomText: { birthDay: '1910' },
    });
    const audit = await service.call('POST', `${CLIENT_API.audit}?size=50`, {});
    expect(audit.body.content).toHaveLength(3);
    for (const entry of audit.body.content)
      expect(entry).toMatchObject({
        action: 'CREATE',
        changes: expect.arrayContaining([{ field: 'gedcomImport', before: null, after: 'conceicao.ged' }]),
      });
  });

  it('links a person to an existing client, filling what it lacks, and skips another', async () => {
    const existing = await service.call('POST', CLIENT_API.collection, {
      name: 'José Conceição',
      cpf: '52998224725',
    });
    const p = await preview(Buffer.from(familyGedcom()));
    const answer = await apply(p.importId, [
      { xref: '@I1@', action: 'CREATE' },
      { xref: '@I2@', action: 'SKIP' },
      { xref: '@I3@', action: 'LINK', clientId: existing.body.id },
    ]);
    expect(answer.body).toMatchObject({ created: 1, linked: 1, skipped: 1 });
    const joaoId = answer.body.clients.find((c: { xref: string }) => c.xref === '@I1@').clientId;
    const jose = await getClient(existing.body.id);
    expect(jose).toMatchObject({ father: joaoId, nameVariants: ['José da Conceição'] });
    expect(jose.mother).toBeUndefined();
    // the skipped wife stays a name on João
    expect(await getClient(joaoId)).toMatchObject({ spousesName: 'Maria Müller' });
    const audit = await service.call('POST', `${CLIENT_API.audit}?size=50`, { clientId: existing.body.id });
    // newest first: the import's update, then the client's own creation
    expect(audit.body.content).toEqual([
      expect.objectContaining({
        action: 'UPDATE',
        changes: expect.arrayContaining([
          expect.objectContaining({ field: 'gedcomImport', after: 'family.ged' }),
        ]),
      }),
      expect.objectContaining({ action: 'CREATE' }),
    ]);
  });

  it('is refused a second time, for another user, and for an unknown preview', async () => {
    const p = await preview(Buffer.from(familyGedcom()));
    const other = await requestJson(`${service.url}${CLIENT_API.gedcomApply(p.importId)}`, {
      method: 'POST',
      headers: callerHeaders('NORMAL', { sub: 'someone-else' }),
      body: { decisions: [] },
    });
    expect([other.status, other.body.code]).toEqual([404, GEDCOM_ERROR_CODES.importNotFound]);
    expect((await apply(p.importId, createAll(p))).status).toBe(200);
    const again = await apply(p.importId, createAll(p));
    expect([again.status, again.body.code]).toEqual([409, GEDCOM_ERROR_CODES.alreadyApplied]);
    const unknown = await apply('00000000-0000-4000-8000-000000000000', []);
    expect(unknown.status).toBe(404);
    expect(await count('clients')).toBe(3);
  });

  it('refuses decisions that name no person, or link to no client, writing nothing', async () => {
    const p = await preview(Buffer.from(familyGedcom()));
    const stranger = await apply(p.importId, [{ xref: '@NOBODY@', action: 'CREATE' }]);
    expect([stranger.status, stranger.body.code]).toEqual([422, GEDCOM_ERROR_CODES.badDecision]);
    const ghost = await apply(p.importId, [
      { xref: '@I1@', action: 'LINK', clientId: '0123456789abcdef01234567' },
    ]);
    expect([ghost.status, ghost.body.code]).toEqual([422, GEDCOM_ERROR_CODES.badDecision]);
    expect(await count('clients')).toBe(0);
    // the preview is still there for a corrected apply
    expect((await apply(p.importId, createAll(p))).status).toBe(200);
  });
});

describe('bad input gets a clear answer and writes nothing', () => {
  it('a file that is not GEDCOM (422, its problem on line 1)', async () => {
    const answer = await uploadGedcom(service.url, Buffer.from('nome;nascimento\nJoão;1900\n'));
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      code: GEDCOM_ERROR_CODES.notGedcom,
      details: { problems: [expect.objectContaining({ line: 1, code: GEDCOM_PROBLEM_CODES.notGedcom })] },
    });
    expect(await count('gedcomImports')).toBe(0);
  });

  it('a file over the limit (413), no file, a file in another field', async () => {
    const big = Buffer.from(familyGedcom() + '0 @N1@ NOTE x\n'.repeat(12000));
    const tooLarge = await uploadGedcom(service.url, big);
    expect([tooLarge.status, tooLarge.body.code]).toEqual([413, GEDCOM_ERROR_CODES.tooLarge]);
    const wrongField = await uploadGedcom(service.url, Buffer.from(familyGedcom()), { field: 'upload' });
    expect([wrongField.status, wrongField.body.code]).toEqual([400, GEDCOM_ERROR_CODES.noFile]);
    // refused while the body streams, within the limit: the connection stays, so the BFF relays the answer
    expect(wrongField.headers.get('connection')).not.toBe('close');
    const json = await service.call('POST', CLIENT_API.gedcomPreview, {});
    expect(json.status).toBe(415);
    expect(await count('gedcomImports')).toBe(0);
  });

  const broken = `0 HEAD\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UTF-8
0 @A@ INDI\n1 NAME Avô /Loop/\n1 FAMC @F2@\n1 FAMS @F1@
0 @B@ INDI\n1 NAME Pai /Loop/\n1 FAMC @F1@\n1 FAMS @F2@
0 @C@ INDI\n1 NAME Carla /Trio/\n1 BIRT\n2 DATE 31 FEB 1900\n1 FAMS @F3@
0 @D@ INDI\n1 NAME Dora /Trio/\n1 FAMS @F3@
0 @E@ INDI\n1 NAME Eva /Trio/\n1 FAMS @F3@\n1 FAMC @GONE@
0 @G@ INDI\n1 NAME Gil /Fine/
0 @F1@ FAM\n1 HUSB @A@\n1 CHIL @B@
0 @F2@ FAM\n1 HUSB @B@\n1 CHIL @A@
0 @F3@ FAM\n1 HUSB @C@\n1 WIFE @D@\n1 WIFE @E@
0 TRLR\n`;

  it('a loop, three parents, a broken reference and an impossible date: each a problem with its line', async () => {
    const p = await preview(Buffer.from(broken));
    expect(p.problems.map(({ line, code, severity }) => ({ line, code, severity }))).toEqual([
      { line: 5, code: GEDCOM_PROBLEM_CODES.ancestorLoop, severity: 'ERROR' },
      { line: 16, code: GEDCOM_PROBLEM_CODES.impossibleDate, severity: 'ERROR' },
      { line: 24, code: GEDCOM_PROBLEM_CODES.brokenReference, severity: 'ERROR' },
      { line: 33, code: GEDCOM_PROBLEM_CODES.threeParents, severity: 'ERROR' },
    ]);
    const refused = await apply(p.importId, createAll(p));
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe(GEDCOM_ERROR_CODES.hasErrors);
    expect(refused.body.details.problems).toHaveLength(4);
    expect(await count('clients')).toBe(0);
    expect(await count('audits')).toBe(0);
    // skipping every person a problem names lets the rest in
    const fine = await apply(p.importId, [{ xref: '@G@', action: 'CREATE' }]);
    expect(fine.body).toMatchObject({ created: 1, skipped: 5 });
  });

  it('a failure halfway undoes what was written', async () => {
    const p = await preview(Buffer.from(familyGedcom()));
    const existing = await service.call('POST', CLIENT_API.collection, { name: 'José Conceição' });
    const model = service.database.connection.models.Audit;
    const insertMany = jest.spyOn(model, 'insertMany').mockRejectedValueOnce(new Error('disk full'));
    const answer = await apply(p.importId, [
      { xref: '@I1@', action: 'CREATE' },
      { xref: '@I3@', action: 'LINK', clientId: existing.body.id },
    ]);
    insertMany.mockRestore();
    expect(answer.status).toBe(409);
    expect(await count('clients')).toBe(1);
    const jose = await getClient(existing.body.id);
    expect(jose.father).toBeUndefined();
    expect(jose.nameVariants ?? []).toEqual([]);
  });
});

describe('export', () => {
  it('writes ancestors, descendants and spouses as GEDCOM 7.0, and reads back the same persons and links', async () => {
    const first = await preview(encodeGedcom(familyGedcom('UNICODE'), 'utf16le', '\r\n', true));
    const applied = await apply(first.importId, createAll(first));
    const ids = Object.fromEntries(
      applied.body.clients.map((c: { xref: string; clientId: string }) => [c.xref, c.clientId]),
    );

    const exported = await fetch(`${service.url}${CLIENT_API.gedcomExport(ids['@I3@'])}?generations=2`, {
      headers: callerHeaders('LIMITED'),
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^text\/vnd\.familysearch\.gedcom; charset=utf-8/);
    expect(exported.headers.get('content-disposition')).toMatch(
      /attachment; filename="Jose-da-Conceicao\.ged"/,
    );
    const text = await exported.text();
    expect(text.startsWith('0 HEAD\n1 GEDC\n2 VERS 7.0\n')).toBe(true);
    expect(text.endsWith('0 TRLR\n')).toBe(true);
    expect(text).toContain('1 NAME José /da Conceição/');
    expect(text).toContain('2 DATE ABT 1950');
    expect(text).toContain('2 PLAC Kleindorf, Bayern');

    // import again: the same persons and links, each one matching the client it came from
    const second = await preview(Buffer.from(text));
    const simplify = (p: GedcomPreview) => {
      const names = new Map(p.persons.map((x) => [x.xref, x.name]));
      return p.persons
        .map((x) => ({
          name: x.name,
          father: names.get(x.fatherXref ?? ''),
          mother: names.get(x.motherXref ?? ''),
          spouses: x.spouseXrefs.map((s) => names.get(s)),
          birth: x.birth?.date?.text.toUpperCase(),
          death: x.death?.date?.text.toUpperCase(),
          dead: x.dead,
          variants: x.nameVariants,
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
    };
    expect(simplify(second)).toEqual(simplify(first));
    expect(second.problems.filter((x) => x.severity === 'ERROR')).toEqual([]);
    const byName = new Map(second.persons.map((x) => [x.name, x.matches.map((m) => m.clientId)]));
    expect(byName.get('João da Conceição')).toEqual([ids['@I1@']]);
    expect(byName.get('José da Conceição')).toEqual([ids['@I3@']]);
  });

  it('walks only the generations asked', async () => {
    const p = await preview(Buffer.from(familyGedcom()));
    const applied = await apply(p.importId, createAll(p));
    const joao = applied.body.clients.find((c: { xref: string }) => c.xref === '@I1@').clientId;
    const text = (await service.call('GET', `${CLIENT_API.gedcomExport(joao)}?generations=1`)) as unknown as {
      status: number;
    };
    expect(text.status).toBe(200);
    const bad = await service.call('GET', `${CLIENT_API.gedcomExport(joao)}?generations=99`);
    expect(bad.status).toBe(400);
  });
});

describe('the 10 MB limit of a real service', () => {
  it('reads a file of 10 MB and refuses one byte more (413) before it is all sent', async () => {
    const real = await startClientsTestService();
    try {
      const head = Buffer.from(familyGedcom().replace('0 TRLR\n', ''));
      const pad = (total: number) => {
        const filler = '0 @N1@ NOTE x\n';
        const body = Buffer.alloc(total - head.length - '0 TRLR\n'.length, ' ');
        for (let i = 0; i + filler.length <= body.length; i += filler.length) body.write(filler, i);
        return Buffer.concat([head, body, Buffer.from('0 TRLR\n')]);
      };
      const atLimit = await uploadGedcom(real.url, pad(MAX_GEDCOM_BYTES));
      expect(atLimit.status).toBe(200);
      const over = await uploadGedcom(real.url, pad(MAX_GEDCOM_BYTES + 1));
      expect([over.status, over.body.code]).toEqual([413, GEDCOM_ERROR_CODES.tooLarge]);
    } finally {
      await real.close();
    }
  });
});
