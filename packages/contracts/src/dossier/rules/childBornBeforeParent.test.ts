import { childBornBeforeParent } from './childBornBeforeParent';
import { child, codesOf, immigrant, personRuleSays } from '../../../test/ruleLine';

describe('a child born before the parent', () => {
  it('warns naming the parent and the child', () => {
    const [warning] = personRuleSays(childBornBeforeParent, [immigrant(), child({ birthDay: '1870-01-01' })]);
    expect(warning.code).toBe('CHILD_BORN_BEFORE_PARENT');
    expect(warning.persons.map((p) => p.name)).toEqual(['Luigi', 'Mario']);
    expect(codesOf(personRuleSays(childBornBeforeParent, [immigrant(), child()]))).toEqual([]);
  });
});
