import type { TFunction } from 'i18next';
import type { ErrorCode } from '@linhagem/contracts';
import { errorMessageKey, isKnownErrorCode, type MessageKey } from '@linhagem/i18n';
import { isApiError } from '../api/ApiError';

/** A screen's own words for generic codes (`NOT_FOUND` → 'This client does not exist'). */
export type ErrorMessageOverrides = Partial<Record<ErrorCode, MessageKey>>;

/**
 * The text values of an error's details (`{ name }` of client.already-married) fill the message's placeholders; a
 * list of texts reads as one, comma-separated (`{ fields }` of catalog.merge-field-unknown).
 */
function textDetails(details: unknown): Record<string, string> {
  if (!details || typeof details !== 'object' || Array.isArray(details)) return {};
  return Object.fromEntries(
    Object.entries(details).flatMap(([key, value]): [string, string][] => {
      if (typeof value === 'string') return [[key, value]];
      if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
        return [[key, value.join(', ')]];
      return [];
    }),
  );
}

/**
 * A failed call as a sentence in the person's language, chosen by its stable code through `ERROR_MESSAGES`
 * (packages/i18n); an unknown code or a failure without one reads "The request failed".
 */
export function translateError(t: TFunction, error: unknown, overrides: ErrorMessageOverrides = {}): string {
  if (!isApiError(error)) return t('common:errors.generic');
  const key =
    (isKnownErrorCode(error.code) ? overrides[error.code] : undefined) ??
    errorMessageKey(error.code) ??
    'common:errors.generic';
  return t(key, { replace: textDetails(error.details) });
}

/** A schema issue's message (a code of `<ENTITY>_MESSAGES`) in the person's language; other text is shown as sent. */
export function translateIssue(t: TFunction, message: string | undefined): string {
  if (!message) return '';
  const key = errorMessageKey(message);
  return key ? t(key) : message;
}
