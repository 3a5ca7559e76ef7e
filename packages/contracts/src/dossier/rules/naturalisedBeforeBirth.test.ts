import { naturalisedBeforeBirth } from './naturalisedBeforeBirth';
import { child, codesOf, immigrant, personRuleSays } from '../../../test/ruleLine';

describe('an ancestor naturalised before the next birth', () => {
  it('warns when the naturalisation comes before the child, not after', () => {
    expect(
      codesOf(
        personRuleSays(naturalisedBeforeBirth, [immigrant({ naturalisationDate: '1940-01-01' }), child()]),
      ),
    ).toEqual(['NATURALISED_BEFORE_BIRTH']);
    expect(
      personRuleSays(naturalisedBeforeBirth, [immigrant({ naturalisationDate: '1960-01-01' }), child()]),
    ).toEqual([]);
  });
});
