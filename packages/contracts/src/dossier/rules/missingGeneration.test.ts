import { missingGeneration } from './missingGeneration';
import { child, codesOf, immigrant, personRuleSays } from '../../../test/ruleLine';

describe('a missing generation', () => {
  it('warns of a person with no parent link towards the immigrant', () => {
    const [warning] = personRuleSays(missingGeneration, [immigrant(), { ...child(), parent: undefined }]);
    expect(warning).toMatchObject({ code: 'MISSING_GENERATION', persons: [{ name: 'Mario' }] });
  });

  it("warns when the client is not recorded as the parent's child, naming both", () => {
    const [warning] = personRuleSays(missingGeneration, [immigrant(), child({ father: null })]);
    expect(warning.persons.map((p) => p.name)).toEqual(['Luigi', 'Mario']);
  });

  it('accepts a link through the mother, and a line without an immigrant', () => {
    expect(
      personRuleSays(missingGeneration, [immigrant(), child({ mother: 'Luigi', father: null })]),
    ).toEqual([]);
    expect(
      codesOf(personRuleSays(missingGeneration, [{ ...child(), parent: undefined, category: 'APPLICANT' }])),
    ).toEqual([]);
  });
});
