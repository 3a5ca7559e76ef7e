import { certificateFieldsSchema } from '../checklist/certificate';
import { buildMatricula, formatMatricula } from './matricula';
import { MATRICULA_MESSAGES } from './codes';
import { matriculaIssue } from './matriculaSchema';

const valid = buildMatricula({ cns: '104539', year: 2013, bookType: 1, book: 12, page: 21, term: 123 });

describe('a typed matrícula on a certificate', () => {
  it('keeps the 32 digits of a matrícula typed with its groups', () => {
    expect(certificateFieldsSchema.parse({ matricula: formatMatricula(valid) }).matricula).toBe(valid);
    expect(certificateFieldsSchema.parse({ matricula: '' }).matricula).toBeNull();
  });

  it('refuses wrong check digits and a number that is not 32 digits, with the codes the form shows', () => {
    const wrongPair = `${valid.slice(0, 30)}${valid[30] === '9' ? '0' : '9'}${valid[31]}`;
    const issues = (matricula: string) =>
      certificateFieldsSchema.safeParse({ matricula }).error?.issues.map((issue) => issue.message);
    expect(issues(wrongPair)).toEqual([MATRICULA_MESSAGES.invalid]);
    expect(issues(valid.slice(1))).toEqual([MATRICULA_MESSAGES.not32Digits]);
    expect(matriculaIssue(wrongPair)).toBe(MATRICULA_MESSAGES.invalid);
    expect(matriculaIssue(valid)).toBeNull();
  });
});
