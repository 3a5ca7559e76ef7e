import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

let service: ProtocolsTestService;
beforeAll(async () => {
  service = await startProtocolsTestService();
});
afterAll(() => service.close());

/** Four generations: Luigi (Italian, spelled three ways) → Mário → Pedro (married) → Ana and her son Leo (16). */
function fourGenerations() {
  const add = service.standIns.addClient;
  const luigi = add('Luigi Fonttini', '1880-03-02', {
    nameVariants: ['Luiz Fontine', 'Luiz Fontana'],
    alive: false,
    deathDay: '1950-01-01',
    birthCountry: 'ITALIA',
    gender: 'MASCULINE',
  });
  const mario = add('Mário Fontana', '1910-05-05', { father: luigi, alive: false, deathDay: '1990-01-01' });
  const pedro = add('Pedro Fontana', '1950-07-07', { father: mario, maritalStatus: 'MARRIED' });
  const ana = add('Ana Fontana', '1980-01-01', { father: pedro, birthCountry: 'BRASIL' });
  const birthOfMinor = new Date();
  birthOfMinor.setFullYear(birthOfMinor.getFullYear() - 16);
  const leo = add('Leo Fontana', birthOfMinor.toISOString().slice(0, 10), { mother: ana });
  return { luigi, mario, pedro, ana, leo };
}

const generate = (protocolId: string, body: unknown, level: 'NORMAL' | 'LIMITED' = 'NORMAL') =>
  service.call('POST', `/api/protocol/${protocolId}/checklist/generate`, body, level);

describe('generating the checklist from the family tree', () => {
  it('previews four generations with categories and route certificates, writing nothing', async () => {
    const family = fourGenerations();
    const protocol = await service.createCase('protocol', ['Ana Fontana']);
    const preview = await generate(
      protocol.id,
      { applicants: [family.ana, family.leo], immigrant: family.luigi, route: 'IT_CONSULATE', apply: false },
      'LIMITED',
    );
    expect(preview.status).toBe(200);
    expect(preview.body.applied).toBe(false);
    expect(preview.body.persons.map((p: { name: string; category: string }) => [p.name, p.category])).toEqual(
      [
        ['Luigi Fonttini', 'IMMIGRANT'],
        ['Mário Fontana', 'ASCENDANT'],
        ['Pedro Fontana', 'ASCENDANT'],
        ['Ana Fontana', 'APPLICANT'],
        ['Leo Fontana', 'UNDER_AGE'],
      ],
    );
    const luigi = preview.body.persons[0];
    // one CNN per known spelling; a death record because he died
    expect(
      luigi.certificates
        .filter((c: { typeOfCertificate: string }) => c.typeOfCertificate === 'CNN')
        .map((c: { personNameInDocument: string }) => c.personNameInDocument),
    ).toEqual(['Luigi Fonttini', 'Luiz Fontine', 'Luiz Fontana']);
    expect(luigi.certificates.map((c: { typeOfCertificate: string }) => c.typeOfCertificate)).toContain(
      'DEATH',
    );
    const pedro = preview.body.persons[2];
    expect(pedro.parentClientId).toBe(family.mario);
    expect(pedro.certificates.map((c: { typeOfCertificate: string }) => c.typeOfCertificate)).toEqual([
      'BIRTH',
      'WEDDING',
    ]);
    expect(preview.body.added.persons).toBe(5);
    const tree = await service.call('GET', `/api/certificate/protocol/${protocol.id}`);
    expect(tree.body.persons).toEqual([]);
  });

  it('applies only what is missing, keeps what was filled, and is idempotent', async () => {
    const family = fourGenerations();
    const protocol = await service.createCase('protocol', ['Ana Fontana']);
    // Ana is already in the checklist with a filled birth record
    const ana = await service.call('POST', '/api/certificate/', {
      protocolId: protocol.id,
      category: 'APPLICANT',
      clientId: family.ana,
      name: 'Ana Fontana',
      certificates: [{ typeOfCertificate: 'BIRTH', statusDocument: 'IN_OFFICE', price: 12000 }],
    });
    expect(ana.status).toBe(201);
    const body = { applicants: [family.ana], immigrant: family.luigi, route: 'IT_COMUNE', apply: true };
    const first = await generate(protocol.id, body);
    expect(first.status).toBe(200);
    expect(first.body.added).toEqual({ persons: 3, certificates: expect.any(Number) });
    const tree = await service.call('GET', `/api/certificate/protocol/${protocol.id}`);
    const [root] = tree.body.persons;
    expect(root).toMatchObject({ name: 'Luigi Fonttini', category: 'IMMIGRANT', clientId: family.luigi });
    // the immigrant is a client of the office, not of the protocol: the tree keeps it, and so does an edit of it
    expect(protocol.clientIds).not.toContain(family.luigi);
    expect(tree.body.clients.map((client: { id: string }) => client.id)).not.toContain(family.luigi);
    const edited = await service.call('POST', '/api/certificate/', {
      id: root.id,
      protocolId: protocol.id,
      category: 'IMMIGRANT',
      clientId: family.luigi,
      name: root.name,
      certificates: root.certificates,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ clientId: family.luigi, name: 'Luigi Fonttini' });
    expect(root.children[0].children[0]).toMatchObject({ name: 'Pedro Fontana', category: 'ASCENDANT' });
    // the route's data sets where each apostille stands: the comune's extract needs none, a Brazilian record both
    const birthOf = (node: { certificates: { typeOfCertificate: string }[] }) =>
      node.certificates.find((c) => c.typeOfCertificate === 'BIRTH');
    expect(birthOf(root)).toMatchObject({
      apostilleStatus: 'NOT_NECESSARY',
      translationApostilleStatus: 'NOT_NECESSARY',
    });
    expect(birthOf(root.children[0])).toMatchObject({
      apostilleStatus: 'PENDING',
      translationApostilleStatus: 'PENDING',
      issueDate: null,
      expiresOn: null,
    });
    // Ana's empty parent link is filled: she now descends from Pedro
    const anaNode = root.children[0].children[0].children[0];
    expect(anaNode.clientId).toBe(family.ana);
    const birth = anaNode.certificates.find(
      (c: { typeOfCertificate: string }) => c.typeOfCertificate === 'BIRTH',
    );
    expect(birth).toMatchObject({ statusDocument: 'IN_OFFICE', price: 12000 });
    expect(
      anaNode.certificates.filter((c: { typeOfCertificate: string }) => c.typeOfCertificate === 'BIRTH'),
    ).toHaveLength(1);
    const count = (t: typeof tree.body) => JSON.stringify(t.persons).match(/"typeOfCertificate"/g)!.length;
    const before = count(tree.body);

    const second = await generate(protocol.id, body);
    expect(second.body.added).toEqual({ persons: 0, certificates: 0 });
    const again = await service.call('GET', `/api/certificate/protocol/${protocol.id}`);
    expect(count(again.body)).toBe(before);
    expect(again.body.route).toBe('IT_COMUNE');
    const read = await service.call('GET', `/api/protocol/${protocol.id}`);
    expect(read.body.route).toBe('IT_COMUNE');
  });

  it('reports an applicant whom no father or mother link joins to the immigrant', async () => {
    const family = fourGenerations();
    const stranger = service.standIns.addClient('Rita Souza', '1985-02-02');
    const protocol = await service.createCase('protocol', ['Rita Souza']);
    const preview = await generate(protocol.id, {
      applicants: [family.ana, stranger],
      immigrant: family.luigi,
      route: 'PT',
    });
    expect(preview.body.unreachable).toEqual([{ clientId: stranger, name: 'Rita Souza' }]);
    expect(preview.body.persons.at(-1)).toMatchObject({ name: 'Rita Souza', parentClientId: null });
  });

  it('refuses another immigrant, unknown clients, a bad body, and LIMITED applying', async () => {
    const family = fourGenerations();
    const protocol = await service.createCase('protocol', ['Ana Fontana']);
    await service.call('POST', '/api/certificate/', {
      protocolId: protocol.id,
      category: 'IMMIGRANT',
      name: 'Someone else',
    });
    const other = await generate(protocol.id, {
      applicants: [family.ana],
      immigrant: family.luigi,
      route: 'PT',
      apply: true,
    });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('dossier.other-immigrant');
    const unknown = await generate(protocol.id, {
      applicants: ['0123456789abcdef01234567'],
      immigrant: family.luigi,
      route: 'PT',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('dossier.client-not-found');
    expect(
      (await generate(protocol.id, { applicants: [], immigrant: family.luigi, route: 'PT' })).status,
    ).toBe(400);
    expect(
      (await generate(protocol.id, { applicants: [family.ana], immigrant: family.luigi, route: 'XX' }))
        .status,
    ).toBe(400);
    expect(
      (await generate(protocol.id, { applicants: [family.ana], immigrant: { $ne: 1 }, route: 'PT' })).status,
    ).toBe(400);
    const limited = await generate(
      protocol.id,
      { applicants: [family.ana], immigrant: family.luigi, route: 'PT', apply: true },
      'LIMITED',
    );
    expect(limited.status).toBe(403);
  });
});

describe('broken-chain warnings on every read of the checklist', () => {
  it('answers the warnings of the generated tree with their stable codes, persons and certificates', async () => {
    const family = fourGenerations();
    const protocol = await service.createCase('protocol', ['Ana Fontana']);
    await generate(protocol.id, {
      applicants: [family.ana],
      immigrant: family.luigi,
      route: 'IT_CONSULATE',
      apply: true,
    });
    const tree = await service.call('GET', `/api/certificate/protocol/${protocol.id}`, undefined, 'LIMITED');
    const codes = tree.body.warnings.map((w: { code: string }) => w.code);
    // Pedro is married (no wedding record is filled, but generation added one); Ana was born abroad
    expect(codes).toContain('ITALY_LAW_74_2025');
    expect(codes).not.toContain('MISSING_DEATH_RECORD');
    const law = tree.body.warnings.find((w: { code: string }) => w.code === 'ITALY_LAW_74_2025');
    expect(law.persons).toEqual([expect.objectContaining({ clientId: family.ana, name: 'Ana Fontana' })]);
    expect(law.message).toContain('Ana Fontana');

    await service.call('POST', `/api/protocol/${protocol.id}/dossier`, {
      route: 'IT_CONSULATE',
      lawExceptions: ['ONLY_ITALIAN_ASCENDANT'],
    });
    const after = await service.call('GET', `/api/certificate/protocol/${protocol.id}`);
    expect(after.body.warnings.map((w: { code: string }) => w.code)).not.toContain('ITALY_LAW_74_2025');
  });
});

describe('a person born more than 110 years ago with no death date', () => {
  it('is taken as deceased: the generation asks for the death record, a hand-made checklist warns', async () => {
    const add = service.standIns.addClient;
    const nonna = add('Nonna Rossi', '1890-04-04', { birthCountry: 'ITALIA', gender: 'FEMININE' });
    const neto = add('Neto Rossi', '1980-01-01', { mother: nonna, birthCountry: 'ITALIA' });
    const protocol = await service.createCase('protocol', ['Neto Rossi']);
    const preview = await generate(protocol.id, {
      applicants: [neto],
      immigrant: nonna,
      route: 'IT_CONSULATE',
    });
    const [immigrant, applicant] = preview.body.persons;
    expect(immigrant).toMatchObject({ name: 'Nonna Rossi', presumedDeceased: true });
    expect(immigrant.certificates.map((c: { typeOfCertificate: string }) => c.typeOfCertificate)).toContain(
      'DEATH',
    );
    expect(applicant.presumedDeceased).toBeUndefined();

    const byHand = await service.createCase('protocol', ['Neto Rossi']);
    await service.call('POST', '/api/certificate/', {
      protocolId: byHand.id,
      category: 'IMMIGRANT',
      clientId: nonna,
      name: 'Nonna Rossi',
    });
    const tree = await service.call('GET', `/api/certificate/protocol/${byHand.id}`);
    const presumed = tree.body.warnings.find((w: { code: string }) => w.code === 'PRESUMED_DECEASED');
    expect(presumed.persons).toEqual([expect.objectContaining({ clientId: nonna, name: 'Nonna Rossi' })]);
  });
});
