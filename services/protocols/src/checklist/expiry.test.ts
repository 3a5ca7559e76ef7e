import { addDaysIso, addMonthsIso, todayIso } from '@linhagem/contracts';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

let service: ProtocolsTestService;
beforeAll(async () => {
  service = await startProtocolsTestService();
});
afterAll(() => service.close());

const ana = { sub: 'user-ana', name: 'Ana Staff' };
const bruno = { sub: 'user-bruno', name: 'Bruno Staff' };
const today = todayIso();
/** issued so that a 6-month limit ends about 10 days from now (inside the 30-day window) */
const soon = addDaysIso(addMonthsIso(today, -6), 10);
const expired = addMonthsIso(today, -8);
const fresh = addMonthsIso(today, -1);

type Certificate = {
  id: string;
  typeOfCertificate: string;
  issueDate: string | null;
  expiresOn: string | null;
  expiringSoon: boolean;
};
type Node = { name: string; certificates: Certificate[]; children: Node[] };
const flatten = (nodes: Node[]): Certificate[] =>
  nodes.flatMap((node) => [...node.certificates, ...flatten(node.children)]);

async function protocolOnRoute(route: string, name: string, who = ana) {
  const client = service.standIns.addClient(name);
  const protocol = await service.call('POST', '/api/protocol', { name, mainClient: client }, 'NORMAL', who);
  expect(protocol.status).toBe(201);
  const set = await service.call(
    'POST',
    `/api/protocol/${protocol.body.id}/dossier`,
    { route },
    'NORMAL',
    who,
  );
  expect(set.status).toBe(200);
  return protocol.body as { id: string; code: string };
}

const birth = (issueDate: string | null, extra: Record<string, unknown> = {}) => ({
  typeOfCertificate: 'BIRTH',
  statusDocument: 'IN_OFFICE',
  issueDate,
  ...extra,
});
const addPerson = async (protocolId: string, category: string, name: string, certificates: unknown[]) => {
  const answer = await service.call('POST', '/api/certificate/', {
    protocolId,
    category,
    name,
    certificates,
  });
  expect(answer.status).toBe(201);
  return answer.body as Node & { id: string };
};
const tree = async (protocolId: string) =>
  (await service.call('GET', `/api/certificate/protocol/${protocolId}`, undefined, 'LIMITED')).body;
const queue = (filter: Record<string, unknown>) =>
  service.call('POST', '/api/certificate/pagination?size=50', filter, 'LIMITED');
const dashboard = async (who: typeof ana) =>
  (await service.call('GET', '/api/protocol/dashboard', undefined, 'LIMITED', who)).body;

describe("certificate freshness by the route's limit", () => {
  let comune: { id: string; code: string };
  let portugal: { id: string; code: string };

  beforeAll(async () => {
    comune = await protocolOnRoute('IT_COMUNE', 'Comune Family');
    await addPerson(comune.id, 'APPLICANT', 'Comune Applicant', [
      birth(soon, {
        apostilleStatus: 'APOSTILLED',
        apostilleDate: soon,
        translationApostilleStatus: 'REQUESTED',
      }),
      { ...birth(expired), typeOfCertificate: 'WEDDING' },
      { ...birth(fresh), typeOfCertificate: 'DEATH' },
      birth(expired, { statusDocument: 'NOT_NECESSARY' }),
      birth(null),
    ]);
    portugal = await protocolOnRoute('PT', 'Portugal Family', bruno);
    await addPerson(portugal.id, 'UNDER_AGE', 'Minor', [birth(addMonthsIso(today, -7))]);
    await addPerson(portugal.id, 'APPLICANT', 'Adult', [birth(addMonthsIso(today, -7))]);
  });

  it('stores the copy and apostille fields, and answers expires-on and the 30-day flag on every certificate', async () => {
    const checklist = await tree(comune.id);
    expect(checklist.expiringSoon).toBe(2);
    const certificates = flatten(checklist.persons);
    expect(certificates.map((c) => [c.typeOfCertificate, c.expiresOn, c.expiringSoon])).toEqual([
      ['BIRTH', addMonthsIso(soon, 6), true],
      ['WEDDING', addMonthsIso(expired, 6), true],
      ['DEATH', addMonthsIso(fresh, 6), false],
      ['BIRTH', null, false],
      ['BIRTH', null, false],
    ]);
    expect(certificates[0]).toMatchObject({
      issueDate: soon,
      apostilleStatus: 'APOSTILLED',
      apostilleDate: soon,
      translationApostilleStatus: 'REQUESTED',
      translationApostilleDate: null,
    });
    // Portugal: 6 months only for a minor's birth record
    const pt = flatten((await tree(portugal.id)).persons);
    expect(pt.map((c) => c.expiringSoon)).toEqual([true, false]);
    expect(pt[1].expiresOn).toBeNull();
  });

  it('filters the work queue to the flagged certificates, and counts them on the dashboard', async () => {
    const flagged = await queue({ expiringSoon: true });
    expect(flagged.status).toBe(200);
    expect(
      flagged.body.content.map((row: { protocolCode: string; personName: string; expiringSoon: boolean }) => [
        row.protocolCode,
        row.personName,
        row.expiringSoon,
      ]),
    ).toEqual([
      [comune.code, 'Comune Applicant', true],
      [comune.code, 'Comune Applicant', true],
      [portugal.code, 'Minor', true],
    ]);
    expect((await queue({ expiringSoon: true, protocolCode: portugal.code })).body.totalElements).toBe(1);
    const all = await queue({ protocolCode: comune.code });
    expect(all.body.totalElements).toBe(5);
    expect(all.body.content.map((row: Certificate) => row.expiresOn)).toContain(addMonthsIso(fresh, 6));

    expect((await dashboard(ana)).office.certificatesExpiringSoon).toBe(3);
    expect((await dashboard(ana)).user.certificatesExpiringSoon).toBe(2);
    expect((await dashboard(bruno)).user.certificatesExpiringSoon).toBe(1);
  });

  it('follows the limits of system configuration and the protocol route, and leaves out inactive protocols', async () => {
    const comuneLimit = service.standIns.freshness.IT_COMUNE.months;
    service.standIns.freshness.IT_COMUNE.months = 12;
    try {
      expect((await tree(comune.id)).expiringSoon).toBe(0);
      expect((await queue({ expiringSoon: true })).body.totalElements).toBe(1);
    } finally {
      service.standIns.freshness.IT_COMUNE.months = comuneLimit;
    }
    const other = await protocolOnRoute('IT_COMUNE', 'Moving Family');
    await addPerson(other.id, 'APPLICANT', 'Mover', [birth(expired)]);
    expect((await tree(other.id)).expiringSoon).toBe(1);
    await service.call('POST', `/api/protocol/${other.id}/dossier`, { route: 'IT_CONSULATE' });
    const moved = await tree(other.id);
    expect(moved.expiringSoon).toBe(0);
    expect(flatten(moved.persons)[0].expiresOn).toBeNull();

    const before = (await dashboard(bruno)).office.certificatesExpiringSoon;
    expect((await service.call('POST', `/api/protocol/${portugal.id}/cancel`, undefined)).status).toBe(200);
    expect((await dashboard(bruno)).office.certificatesExpiringSoon).toBe(before - 1);
    expect((await queue({ expiringSoon: true, protocolCode: portugal.code })).body.totalElements).toBe(0);
  });

  it('refuses a date in the future, an apostille before the issue, unknown statuses and operators, writing nothing', async () => {
    const protocol = await protocolOnRoute('IT_COMUNE', 'Refused Family');
    const person = await addPerson(protocol.id, 'APPLICANT', 'Refused', [birth(fresh)]);
    const [certificate] = person.certificates;
    const saveOne = (fields: Record<string, unknown>, level: 'NORMAL' | 'LIMITED' = 'NORMAL') =>
      service.call(
        'POST',
        '/api/certificate/save-one',
        { id: certificate.id, protocolId: protocol.id, checklistPersonId: person.id, ...fields },
        level,
      );
    const refusals = [
      [{ issueDate: addDaysIso(today, 5) }, 'issueDate', 'checklist.date-in-future'],
      [
        { issueDate: fresh, apostilleDate: addDaysIso(fresh, -1) },
        'apostilleDate',
        'checklist.apostille-before-issue',
      ],
      [{ translationApostilleDate: '2026-02-30' }, 'translationApostilleDate', 'client.date-invalid'],
    ] as const;
    for (const [fields, path, message] of refusals) {
      const refused = await saveOne(fields);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
      expect(refused.body.details).toEqual(expect.arrayContaining([{ path, message }]));
    }
    expect((await saveOne({ apostilleStatus: 'DONE' })).status).toBe(400);
    expect((await saveOne({ issueDate: { $gt: '' } })).status).toBe(400);
    expect((await saveOne({ expiresOn: '2030-01-01', issueDate: fresh, unknown: 1 })).status).toBe(400);
    const whole = await service.call('POST', '/api/certificate/', {
      id: person.id,
      protocolId: protocol.id,
      category: 'APPLICANT',
      certificates: [{ ...birth(fresh), id: certificate.id, apostilleDate: addDaysIso(fresh, -3) }],
    });
    expect(whole.status).toBe(400);
    expect((await saveOne({ issueDate: expired }, 'LIMITED')).status).toBe(403);
    expect(flatten((await tree(protocol.id)).persons)).toMatchObject([
      { issueDate: fresh, apostilleDate: null, expiringSoon: false },
    ]);
    expect((await queue({ expiringSoon: 'yes' })).status).toBe(400);

    // the answer of a save carries the expiry, and a read-back of it is accepted and ignored
    const saved = await saveOne({ issueDate: expired, apostilleStatus: 'PENDING' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ expiresOn: addMonthsIso(expired, 6), expiringSoon: true });
    const roundTrip = await service.call('POST', '/api/certificate/', {
      id: person.id,
      protocolId: protocol.id,
      category: 'APPLICANT',
      certificates: [saved.body],
    });
    expect(roundTrip.status).toBe(200);
    expect(roundTrip.body.certificates[0]).toMatchObject({ issueDate: expired, expiringSoon: true });
  });
});
