import { missingMarriageRecord } from './missingMarriageRecord';
import { child, codesOf, immigrant, personRuleSays } from '../../../test/ruleLine';

describe('a missing marriage record', () => {
  it('warns of a married immigrant without a wedding certificate, not with one', () => {
    const married = { maritalStatus: 'MARRIED' };
    expect(codesOf(personRuleSays(missingMarriageRecord, [immigrant(married), child()]))).toEqual([
      'MISSING_MARRIAGE_RECORD',
    ]);
    expect(
      personRuleSays(missingMarriageRecord, [immigrant(married, [{ type: 'WEDDING' }]), child()]),
    ).toEqual([]);
  });

  it('warns when a child in the line has both a father and a mother recorded', () => {
    expect(codesOf(personRuleSays(missingMarriageRecord, [immigrant(), child({ mother: 'Rosa' })]))).toEqual([
      'MISSING_MARRIAGE_RECORD',
    ]);
  });

  it('asks nothing of an applicant', () => {
    expect(
      personRuleSays(missingMarriageRecord, [{ ...child({ maritalStatus: 'MARRIED' }), parent: undefined }]),
    ).toEqual([]);
  });
});
