import fc from 'fast-check';
import {
  buildMatricula,
  findMatriculaInText,
  formatMatricula,
  isMatricula,
  matriculaBookTypeName,
  matriculaCheckDigits,
  parseMatricula,
  type Matricula,
} from './matricula';

/**
 * The worked example ARPEN-SP publishes for the check digits ("Cálculo de matrícula",
 * https://www.arpensp.org.br/calculo-de-matricula, quoted in the validation-br library's `certidao.ts`):
 * 104539.01.55.2013.1.00012.021.0000123-21, sums 288 (first digit 2) and 309 (second digit 1).
 */
const ARPEN_EXAMPLE = '104539.01.55.2013.1.00012.021.0000123-21';

/** The rule written out by hand from the domain notes, apart from the code under test. */
function byHand(first30: string): string {
  const weightsFrom = (start: number, count: number) =>
    Array.from({ length: count }, (_, index) => (start + index) % 11);
  const digit = (digits: string, weights: number[]) => {
    const rest = [...digits].reduce((sum, d, index) => sum + Number(d) * weights[index], 0) % 11;
    return rest === 10 ? 1 : rest;
  };
  const first = digit(first30, weightsFrom(2, 30));
  return `${first}${digit(first30 + first, weightsFrom(1, 31))}`;
}

function parsed(text: string): Matricula {
  const result = parseMatricula(text);
  if (!isMatricula(result)) throw new Error(`not a matrícula: ${result.problem}`);
  return result;
}

describe('the matrícula of a civil-registry certificate', () => {
  it('accepts the published example and decodes its parts', () => {
    expect(parsed(ARPEN_EXAMPLE)).toEqual({
      digits: '10453901552013100012021000012321',
      cns: '104539',
      acervo: '01',
      service: '55',
      year: '2013',
      bookType: '1',
      book: '00012',
      page: '021',
      term: '0000123',
      checkDigits: '21',
      valid: true,
    });
    expect(matriculaBookTypeName('1')).toBe('BIRTH');
  });

  it('reads it with dots, spaces, hyphens, line breaks or nothing between the groups', () => {
    for (const text of [
      '10453901552013100012021000012321',
      '104539 01 55 2013 1 00012 021 0000123 21',
      '104539.01.55.2013.1.00012.021.0000123-21',
      ' 104539 01 55\n2013 1 00012 021 0000123-21 ',
    ])
      expect(parsed(text).valid).toBe(true);
  });

  it('says a wrong check pair or one misread digit makes it invalid', () => {
    expect(parsed('104539.01.55.2013.1.00012.021.0000123-12').valid).toBe(false);
    // one digit of the term misread (3 → 8): the pair no longer agrees
    expect(parsed('104539.01.55.2013.1.00012.021.0000128-21').valid).toBe(false);
  });

  it('refuses a text that is not 32 digits', () => {
    expect(parseMatricula('')).toEqual({ problem: 'EMPTY' });
    expect(parseMatricula('104539 01 55 2013 1 00012 021 0000123 2')).toEqual({ problem: 'NOT_32_DIGITS' });
    expect(parseMatricula('104539 01 55 2013 1 00012 021 0000123 211')).toEqual({ problem: 'NOT_32_DIGITS' });
    expect(parseMatricula('1O4539 01 55 2013 1 00012 021 0000123 21')).toEqual({ problem: 'NOT_32_DIGITS' });
  });

  it('computes the check digits as the rule written out by hand does', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{30}$/), (first30) => {
        const checkDigits = matriculaCheckDigits(first30);
        expect(checkDigits).toBe(byHand(first30));
        expect(parsed(first30 + checkDigits).valid).toBe(true);
      }),
    );
    // the example of the docs-br library's tests (fontes-mrc/docs-br, python/tests/test_docbr.py)
    expect(parsed('245815.01.55.2011.1.21241.007.2605218-13').valid).toBe(true);
    expect(parsed('245815.01.55.2011.1.21241.007.2605218-14').valid).toBe(false);
  });

  it('builds a valid matrícula from its parts, as certificates of birth, marriage and death print them', () => {
    const marriage = buildMatricula({
      cns: '122044',
      year: 2015,
      bookType: 2,
      book: 31,
      page: 187,
      term: 10452,
    });
    expect(parsed(marriage)).toMatchObject({
      cns: '122044',
      bookType: '2',
      book: '00031',
      term: '0010452',
      valid: true,
    });
    expect(matriculaBookTypeName('4')).toBe('DEATH');
    expect(matriculaBookTypeName('9')).toBeNull();
    expect(formatMatricula(marriage)).toMatch(/^122044 01 55 2015 2 00031 187 0010452 \d\d$/);
  });

  it('finds the matrícula in a page of text and prefers a run whose check digits agree', () => {
    const text = `CERTIDÃO DE NASCIMENTO\nNOME: MARIA APARECIDA\nMATRÍCULA\n${ARPEN_EXAMPLE}\nCPF 123.456.789-09`;
    expect(findMatriculaInText(text)?.digits).toBe('10453901552013100012021000012321');
    expect(findMatriculaInText('MATRÍCULA 104539 01 55 2013 1 00012 021 0000123 12')?.valid).toBe(false);
    expect(findMatriculaInText('Livro A-12, folha 45, termo 3456')).toBeNull();
  });
});
