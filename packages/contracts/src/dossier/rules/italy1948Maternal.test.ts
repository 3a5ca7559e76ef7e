import { italy1948Maternal } from './italy1948Maternal';
import { child, codesOf, immigrant, personRuleSays } from '../../../test/ruleLine';

const mother = immigrant({ gender: 'FEMININE' });
const bornOn = (birthDay: string) => child({ birthDay, father: null, mother: 'Luigi' });

describe('the maternal line before 1948 on the Italian routes', () => {
  it('warns of a child of a mother born before 1 January 1948, citing the rule', () => {
    const [warning] = personRuleSays(italy1948Maternal, [mother, bornOn('1947-12-31')]);
    expect(warning).toMatchObject({ code: 'ITALY_1948_MATERNAL', rule: { id: 'IT_1948_MATERNAL' } });
    expect(personRuleSays(italy1948Maternal, [mother, bornOn('1948-01-01')])).toEqual([]);
  });

  it('says nothing on the court route nor on the Portuguese one', () => {
    expect(
      codesOf(personRuleSays(italy1948Maternal, [mother, bornOn('1940-01-01')], { route: 'IT_COURT' })),
    ).toEqual([]);
    expect(personRuleSays(italy1948Maternal, [mother, bornOn('1940-01-01')], { route: 'PT' })).toEqual([]);
  });
});
