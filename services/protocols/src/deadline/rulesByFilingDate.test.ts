import { CERTIFICATE_API, PROTOCOL_API, type ChecklistTree } from '@linhagem/contracts';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

let service: ProtocolsTestService;
beforeAll(async () => {
  service = await startProtocolsTestService();
});
afterAll(() => service.close());

/** A case with an Italian-born immigrant and his grandson born in Brazil, on `route`, filed on `filingDate`. */
async function caseFiledOn(route: string, filingDate: string | null) {
  const immigrant = service.standIns.addClient('Luigi Ferri', '1890-01-01', { birthCountry: 'ITALIA' });
  const applicant = service.standIns.addClient('Marco Ferri', '1980-01-01', {
    birthCountry: 'BRASIL',
    father: immigrant,
  });
  const created = await service.call('POST', '/api/protocol', {
    name: 'Ferri',
    mainClient: applicant,
    clients: [applicant, immigrant],
    filingDate,
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  expect((await service.call('POST', PROTOCOL_API.dossier(id), { route })).status).toBe(200);
  const root = await service.call('POST', CERTIFICATE_API.savePerson, {
    protocolId: id,
    category: 'IMMIGRANT',
    clientId: immigrant,
  });
  await service.call('POST', CERTIFICATE_API.savePerson, {
    protocolId: id,
    category: 'APPLICANT',
    clientId: applicant,
    parentId: root.body.id,
  });
  return { id, body: created.body };
}
const tree = async (id: string, query = '') => {
  const answer = await service.call(
    'GET',
    `${CERTIFICATE_API.protocolChecklist(id)}${query}`,
    undefined,
    'LIMITED',
  );
  expect(answer.status).toBe(200);
  return answer.body as ChecklistTree;
};
const codes = (checklist: ChecklistTree) => checklist.warnings.map((warning) => warning.code);

describe('rules chosen by the protocol filing date', () => {
  it('keeps the filing date on the protocol and clears it with null', async () => {
    const { id, body } = await caseFiledOn('IT_CONSULATE', '2025-03-26');
    expect(body.filingDate).toBe('2025-03-26');
    const save = (fields: Record<string, unknown>) =>
      service.call('POST', PROTOCOL_API.item(id), {
        name: 'Ferri',
        mainClient: body.mainClient.id,
        clients: body.clients.map((link: { client: string }) => link.client),
        ...fields,
      });
    // a form that does not send it keeps it
    const current = await service.call('GET', PROTOCOL_API.item(id));
    const kept = await save({ version: current.body.version });
    expect([kept.status, kept.body.filingDate]).toEqual([200, '2025-03-26']);
    const cleared = await save({ filingDate: null, version: kept.body.version });
    expect(cleared.body.filingDate).toBeNull();
    const bad = await service.call('POST', '/api/protocol', { name: 'x', filingDate: '2025-02-30' });
    expect(bad.status).toBe(400);
  });

  it('warns of art. 3-bis for a case filed on 28 March 2025 and not for one filed on 26 March', async () => {
    const before = await tree((await caseFiledOn('IT_CONSULATE', '2025-03-26')).id);
    expect(codes(before)).not.toContain('ITALY_LAW_74_2025');
    expect(before.rules?.map((rule) => rule.id)).toContain('IT_LAW_91_1992');
    const after = await tree((await caseFiledOn('IT_CONSULATE', '2025-03-28')).id);
    const law74 = after.warnings.find((warning) => warning.code === 'ITALY_LAW_74_2025');
    expect(law74?.rule).toMatchObject({ id: 'IT_ART_3_BIS', status: 'IN_FORCE', from: '2025-03-28' });
    expect(law74?.message).toContain('filed after 27 Mar 2025: Law 74/2025, art. 3-bis');
  });

  it("previews Portugal's pending amendment only on request, never as a rule in force", async () => {
    const { id } = await caseFiledOn('PT', '2026-06-01');
    const plain = await tree(id);
    expect(plain.rules?.every((rule) => rule.status === 'IN_FORCE')).toBe(true);
    expect(codes(plain)).not.toContain('PORTUGAL_2025_AMENDMENT');
    const preview = await tree(id, '?preview=pending');
    expect(preview.rules?.map((rule) => [rule.id, rule.status])).toContainEqual([
      'PT_2025_AMENDMENT',
      'PENDING',
    ]);
    const pending = preview.warnings.find((warning) => warning.code === 'PORTUGAL_2025_AMENDMENT');
    expect(pending).toMatchObject({ preview: true, rule: { status: 'PENDING' } });
    const refused = await service.call('GET', `${CERTIFICATE_API.protocolChecklist(id)}?preview=yes`);
    expect(refused.status).toBe(400);
  });
});
