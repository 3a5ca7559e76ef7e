import { isPresumedDeceased, presumedDeceased } from './presumedDeceased';
import { codesOf, immigrant, personRuleSays } from '../../../test/ruleLine';

const TODAY = '2026-11-29';

describe('a person born more than 110 years ago with no death date', () => {
  it('is taken as deceased counting to the office day, and not the day before that', () => {
    expect(isPresumedDeceased({ id: 'a', name: 'a', birthDay: '1916-11-28' }, TODAY)).toBe(true);
    expect(isPresumedDeceased({ id: 'a', name: 'a', birthDay: '1916-11-29' }, TODAY)).toBe(false);
    expect(isPresumedDeceased({ id: 'a', name: 'a', birthDay: '1916-11-28' }, '2026-11-28')).toBe(false);
  });

  it('is not presumed when a death is recorded, when the birth is unknown, or by an approximate birth still in reach', () => {
    expect(isPresumedDeceased({ id: 'a', name: 'a', birthDay: '1880-01-01', alive: false }, TODAY)).toBe(
      false,
    );
    expect(
      isPresumedDeceased({ id: 'a', name: 'a', birthDay: '1880-01-01', deathDay: '1950-01-01' }, TODAY),
    ).toBe(false);
    expect(
      isPresumedDeceased(
        { id: 'a', name: 'a', birthDay: '1880-01-01', uncertainDates: { deathDay: 'ABT 1950' } },
        TODAY,
      ),
    ).toBe(false);
    expect(isPresumedDeceased({ id: 'a', name: 'a' }, TODAY)).toBe(false);
    // ABT 1914 may be as late as 1919
    expect(isPresumedDeceased({ id: 'a', name: 'a', uncertainDates: { birthDay: 'ABT 1914' } }, TODAY)).toBe(
      false,
    );
    expect(isPresumedDeceased({ id: 'a', name: 'a', uncertainDates: { birthDay: 'BEF 1900' } }, TODAY)).toBe(
      true,
    );
  });

  it('warns that the death is presumed until the checklist holds the death record (or a negative)', () => {
    const [warning] = personRuleSays(presumedDeceased, [immigrant({ alive: true })], { today: TODAY });
    expect(warning).toMatchObject({ code: 'PRESUMED_DECEASED', persons: [{ name: 'Luigi' }] });
    expect(warning.message).toContain('presumed deceased');
    expect(personRuleSays(presumedDeceased, [immigrant({ alive: true }, [{ type: 'DEATH' }])])).toEqual([]);
    expect(
      codesOf(personRuleSays(presumedDeceased, [immigrant({ alive: true })], { today: '1985-01-01' })),
    ).toEqual([]);
  });
});
