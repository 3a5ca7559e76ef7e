import { marriageAfterDeath } from './marriageAfterDeath';
import { codesOf, immigrant, personRuleSays } from '../../../test/ruleLine';

describe('a marriage after the death', () => {
  it("reads the client's marriage date", () => {
    const died = { deathDay: '1950-01-01' };
    expect(
      codesOf(personRuleSays(marriageAfterDeath, [immigrant({ ...died, marriedDay: '1951-01-01' })])),
    ).toEqual(['MARRIAGE_AFTER_DEATH']);
    expect(personRuleSays(marriageAfterDeath, [immigrant({ ...died, marriedDay: '1905-01-01' })])).toEqual(
      [],
    );
  });

  it("reads a wedding certificate's date and names the certificate", () => {
    const [warning] = personRuleSays(marriageAfterDeath, [
      immigrant({ deathDay: '1950-01-01' }, [{ type: 'WEDDING', date: '1952-01-01' }]),
    ]);
    expect(warning).toMatchObject({ code: 'MARRIAGE_AFTER_DEATH', certificates: ['Luigi-c0'] });
    expect(
      personRuleSays(marriageAfterDeath, [
        immigrant({ deathDay: '1950-01-01' }, [{ type: 'WEDDING', date: '1902-01-01' }]),
      ]),
    ).toEqual([]);
  });
});
