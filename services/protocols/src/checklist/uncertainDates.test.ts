import type { ChecklistTree, ChecklistWarning, DossierClient } from '@linhagem/contracts';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

let service: ProtocolsTestService;
beforeAll(async () => {
  service = await startProtocolsTestService();
});
afterAll(() => service.close());

type Extra = Partial<Omit<DossierClient, 'id' | 'name'>>;

/** An immigrant and his child (or her child) in a checklist built from the family tree; answers its warnings. */
async function warningsOf(parent: Extra, child: Extra) {
  const add = service.standIns.addClient;
  const immigrant = add('Giuseppe Bérgamo', parent.birthDay ?? null, { birthCountry: 'ITALIA', ...parent });
  const link = parent.gender === 'FEMININE' ? { mother: immigrant } : { father: immigrant };
  const applicant = add('João Souza', child.birthDay ?? null, { birthCountry: 'BRASIL', ...link, ...child });
  const protocol = await service.createCase('protocol', ['João Souza']);
  const generated = await service.call('POST', `/api/protocol/${protocol.id}/checklist/generate`, {
    applicants: [applicant],
    immigrant,
    route: 'IT_CONSULATE',
    apply: true,
  });
  expect(generated.status).toBe(200);
  const tree = await service.call('GET', `/api/certificate/protocol/${protocol.id}`, undefined, 'LIMITED');
  expect(tree.status).toBe(200);
  return (tree.body as ChecklistTree).warnings.filter((w) => w.code !== 'ITALY_LAW_74_2025');
}
const dated = (warnings: ChecklistWarning[]) =>
  warnings.map((w) => [w.code, w.details?.rule ?? null, w.details?.dates ?? null]);

describe('the checklist warnings on an approximate GEDCOM date', () => {
  it('gives "uncertain date" for the 1948 rule when the child of a mother was born about a year', async () => {
    const warnings = await warningsOf(
      { gender: 'FEMININE', birthDay: '1880-05-05' },
      { uncertainDates: { birthDay: 'ABT 1940' } },
    );
    expect(dated(warnings)).toEqual([['UNCERTAIN_DATE', 'ITALY_1948_MATERNAL', ['ABT 1940']]]);
    expect(warnings[0].persons.map((p) => p.name)).toEqual(['Giuseppe Bérgamo', 'João Souza']);
  });

  it('still answers the 1948 rule with confidence on an exact date', async () => {
    const warnings = await warningsOf(
      { gender: 'FEMININE', birthDay: '1880-05-05' },
      { birthDay: '1940-01-01' },
    );
    expect(dated(warnings)).toEqual([['ITALY_1948_MATERNAL', null, null]]);
  });

  it('gives "uncertain date" for a naturalisation that may come before a birth between two years', async () => {
    const warnings = await warningsOf(
      { birthDay: '1880-05-05', naturalisationDate: '1935-04-01' },
      { uncertainDates: { birthDay: 'BET 1930 AND 1940' } },
    );
    expect(dated(warnings)).toEqual([['UNCERTAIN_DATE', 'NATURALISED_BEFORE_BIRTH', ['BET 1930 AND 1940']]]);
  });

  it('says nothing when no day the approximate date can mean breaks the rule', async () => {
    const warnings = await warningsOf(
      { birthDay: '1880-05-05', naturalisationDate: '1935-04-01' },
      { uncertainDates: { birthDay: 'BET 1920 AND 1930' } },
    );
    expect(warnings).toEqual([]);
  });

  it('gives "uncertain date" for a parent who may have been under 12, from a year alone', async () => {
    const warnings = await warningsOf({ uncertainDates: { birthDay: '1900' } }, { birthDay: '1911-06-01' });
    expect(dated(warnings)).toEqual([['UNCERTAIN_DATE', 'PARENT_UNDER_12', ['1900']]]);
  });
});
