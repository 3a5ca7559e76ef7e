import { nameDivergence } from './nameDivergence';
import { immigrant, personRuleSays } from '../../../test/ruleLine';

describe('a name spelled differently across certificates', () => {
  it('names the certificates and lists every spelling', () => {
    const [warning] = personRuleSays(nameDivergence, [
      immigrant({ nameVariants: ['Luiz Fontine'] }, [{ type: 'BIRTH', name: 'Luiz Fontana' }]),
    ]);
    expect(warning).toMatchObject({ code: 'NAME_DIVERGENCE', certificates: ['Luigi-c0'] });
    expect(warning.message).toContain('Luigi / Luiz Fontine / Luiz Fontana');
  });

  it('ignores accents, case and the CNN, which lists every spelling on purpose', () => {
    expect(
      personRuleSays(nameDivergence, [
        immigrant({}, [
          { type: 'BIRTH', name: 'LÚIGI ' },
          { type: 'CNN', name: 'Luiz Fontana' },
        ]),
      ]),
    ).toEqual([]);
  });
});
