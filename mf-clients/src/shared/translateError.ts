import type { TFunction } from 'i18next';
import { ERROR_CODES } from '@linhagem/contracts';
import { translateError as translateCode, type ErrorMessageOverrides } from '@linhagem/ui-kit';

/** The clients' words for generic codes. */
export const CLIENT_WORDS = {
  [ERROR_CODES.notFound]: 'clients:errors.NOT_FOUND',
  [ERROR_CODES.conflict]: 'clients:errors.CONFLICT',
} satisfies ErrorMessageOverrides;

/** A failed call as a sentence in the person's language, chosen by the stable `code` (DESIGN "API paths"). */
export function translateError(t: TFunction<'clients'>, error: unknown): string {
  return translateCode(t, error, CLIENT_WORDS);
}
