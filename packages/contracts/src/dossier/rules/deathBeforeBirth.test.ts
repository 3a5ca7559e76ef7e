import { deathBeforeBirth } from './deathBeforeBirth';
import { codesOf, immigrant, personRuleSays } from '../../../test/ruleLine';

describe('a death before the birth', () => {
  it('warns of a death dated before the birth, not after', () => {
    expect(codesOf(personRuleSays(deathBeforeBirth, [immigrant({ deathDay: '1870-01-01' })]))).toEqual([
      'DEATH_BEFORE_BIRTH',
    ]);
    expect(personRuleSays(deathBeforeBirth, [immigrant({ deathDay: '1950-01-01' })])).toEqual([]);
  });

  it('says the date is uncertain when an approximate death may come before the birth', () => {
    const [warning] = personRuleSays(deathBeforeBirth, [
      immigrant({ uncertainDates: { deathDay: 'ABT 1882' } }),
    ]);
    expect(warning).toMatchObject({ code: 'UNCERTAIN_DATE', details: { rule: 'DEATH_BEFORE_BIRTH' } });
  });
});
