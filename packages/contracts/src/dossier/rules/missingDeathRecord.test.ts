import { missingDeathRecord } from './missingDeathRecord';
import { child, codesOf, immigrant, personRuleSays } from '../../../test/ruleLine';

describe('a missing death record', () => {
  it('warns of a person who has died without a death certificate, not with one', () => {
    expect(codesOf(personRuleSays(missingDeathRecord, [immigrant({ alive: false }), child()]))).toEqual([
      'MISSING_DEATH_RECORD',
    ]);
    expect(codesOf(personRuleSays(missingDeathRecord, [immigrant({ deathDay: '1950-01-01' })]))).toEqual([
      'MISSING_DEATH_RECORD',
    ]);
    expect(personRuleSays(missingDeathRecord, [immigrant({ alive: false }, [{ type: 'DEATH' }])])).toEqual(
      [],
    );
  });
});
