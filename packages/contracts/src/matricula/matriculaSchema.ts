import { z } from 'zod';
import { isMatricula, parseMatricula } from './matricula';
import { MATRICULA_MESSAGES } from './codes';

/** The message code of a typed matrícula, or null when it is empty or valid (the form shows it as it is typed). */
export function matriculaIssue(text: string | null | undefined): string | null {
  if (!text?.trim()) return null;
  const result = parseMatricula(text);
  if (!isMatricula(result)) return MATRICULA_MESSAGES.not32Digits;
  return result.valid ? null : MATRICULA_MESSAGES.invalid;
}

/**
 * An optional matrícula as a form or a body sends it (with or without dots and spaces); stored as its 32 digits,
 * `null` when empty. A pair of check digits that disagrees is refused: the copy or the typing is to check.
 */
export const optionalMatriculaSchema = z
  .string()
  .max(80, MATRICULA_MESSAGES.not32Digits)
  .nullable()
  .superRefine((value, ctx) => {
    const issue = matriculaIssue(value);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  })
  .transform((value) => {
    if (!value?.trim()) return null;
    const result = parseMatricula(value);
    return isMatricula(result) ? result.digits : null;
  })
  .optional();
