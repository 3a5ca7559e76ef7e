import { parentUnder12 } from './parentUnder12';
import { child, codesOf, immigrant, personRuleSays } from '../../../test/ruleLine';

describe('a parent under 12 at the birth', () => {
  it('warns under 12, not at 12, and leaves a child born before the parent to the other rule', () => {
    expect(codesOf(personRuleSays(parentUnder12, [immigrant(), child({ birthDay: '1891-06-01' })]))).toEqual([
      'PARENT_UNDER_12',
    ]);
    expect(personRuleSays(parentUnder12, [immigrant(), child({ birthDay: '1892-01-01' })])).toEqual([]);
    expect(personRuleSays(parentUnder12, [immigrant(), child({ birthDay: '1870-01-01' })])).toEqual([]);
  });

  it('says the date is uncertain when a birth year alone may make the parent under 12', () => {
    const [warning] = personRuleSays(parentUnder12, [
      immigrant({ birthDay: null, uncertainDates: { birthDay: '1900' } }),
      child({ birthDay: '1911-06-01' }),
    ]);
    expect(warning).toMatchObject({
      code: 'UNCERTAIN_DATE',
      details: { rule: 'PARENT_UNDER_12', dates: ['1900'] },
    });
  });
});
