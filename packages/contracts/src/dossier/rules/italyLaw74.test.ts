import { italyLaw74 } from './italyLaw74';
import { caseRuleSays, child, codesOf, immigrant } from '../../../test/ruleLine';

const bornInBrazil = [immigrant(), child({ birthCountry: 'BRASIL' })];

describe('Law 74/2025 (art. 3-bis)', () => {
  it('warns of applicants born abroad on a case filed after 27 March 2025', () => {
    const [warning] = caseRuleSays(italyLaw74, bornInBrazil, { filedOn: '2025-03-28' });
    expect(warning).toMatchObject({ code: 'ITALY_LAW_74_2025', rule: { id: 'IT_ART_3_BIS' } });
    expect(warning.persons.map((p) => p.name)).toEqual(['Mario']);
  });

  it('keeps the old law for a case filed by 27 March 2025, an exception, a born Italian and Portugal', () => {
    expect(caseRuleSays(italyLaw74, bornInBrazil, { filedOn: '2025-03-27' })).toEqual([]);
    expect(caseRuleSays(italyLaw74, bornInBrazil, { lawExceptions: ['ONLY_ITALIAN_ASCENDANT'] })).toEqual([]);
    expect(caseRuleSays(italyLaw74, [immigrant(), child({ birthCountry: 'ITALIA' })])).toEqual([]);
    expect(codesOf(caseRuleSays(italyLaw74, bornInBrazil, { route: 'PT' }))).toEqual([]);
  });
});
