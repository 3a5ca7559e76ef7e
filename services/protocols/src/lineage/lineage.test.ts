import type { Lineage, LineagePerson } from '@linhagem/contracts';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

let service: ProtocolsTestService;
beforeAll(async () => {
  service = await startProtocolsTestService();
});
afterAll(() => service.close());

/** Giuseppe (Italian, born about 1880) → his daughter Maria → her son João, born before 1948: a maternal line. */
async function maternalLine() {
  const add = service.standIns.addClient;
  const giuseppe = add('Giuseppe Bérgamo', null, {
    gender: 'MASCULINE',
    birthCountry: 'ITALIA',
    uncertainDates: { birthDay: 'ABT 1880' },
    birthPlaceText: 'Padova, ITALIA',
  });
  const maria = add('Maria Bérgamo', '1910-04-02', { father: giuseppe, gender: 'FEMININE' });
  const joao = add('João Souza', '1940-09-09', { mother: maria, birthPlaceText: 'São Paulo, SP, BRASIL' });
  const protocol = await service.createCase('protocol', ['João Souza']);
  const generated = await service.call('POST', `/api/protocol/${protocol.id}/checklist/generate`, {
    applicants: [joao],
    immigrant: giuseppe,
    route: 'IT_CONSULATE',
    apply: true,
  });
  expect(generated.status).toBe(200);
  return { protocol, giuseppe, maria, joao };
}

describe('the line of descent of a checklist', () => {
  it('answers each person with dates, places and progress, the 1948 warning on the link from mother to son', async () => {
    const { protocol, giuseppe } = await maternalLine();
    const answer = await service.call('GET', `/api/protocol/${protocol.id}/lineage`, undefined, 'LIMITED');
    expect(answer.status).toBe(200);
    const lineage = answer.body as Lineage;
    const byName = (name: string) => lineage.persons.find((person) => person.name === name)!;
    expect(lineage.persons.map((person: LineagePerson) => [person.name, person.category])).toEqual([
      ['Giuseppe Bérgamo', 'IMMIGRANT'],
      ['Maria Bérgamo', 'ASCENDANT'],
      ['João Souza', 'APPLICANT'],
    ]);
    const first = byName('Giuseppe Bérgamo');
    expect(first).toMatchObject({
      clientId: giuseppe,
      parentId: null,
      birth: { text: 'ABT 1880', uncertain: true },
      birthPlace: 'Padova, ITALIA',
    });
    expect(first.certificates).toBeGreaterThan(0);
    expect(first.progress).toBeGreaterThanOrEqual(0);
    expect(first.color).toBeTruthy();
    const joao = byName('João Souza');
    expect(joao.parentId).toBe(byName('Maria Bérgamo').id);
    expect(joao.birth).toEqual({ text: '1940-09-09', uncertain: false });
    expect(joao.linkWarnings).toEqual([
      { code: 'ITALY_1948_MATERNAL', names: ['Maria Bérgamo', 'João Souza'] },
    ]);
  });

  it('refuses an unknown protocol and a caller without a session', async () => {
    const unknown = await service.call('GET', `/api/protocol/${'a'.repeat(24)}/lineage`);
    expect(unknown.status).toBe(404);
    const { protocol } = await maternalLine();
    const anonymous = await service.call('GET', `/api/protocol/${protocol.id}/lineage`, undefined, null);
    expect(anonymous.status).toBe(401);
  });
});
