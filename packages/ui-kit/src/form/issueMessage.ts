import type { TFunction } from 'i18next';
import { errorMessageKey } from '@linhagem/i18n';

/** What the words of a schema issue need of it. */
export type SchemaIssue = { code: string; message: string; path: PropertyKey[]; minimum?: unknown };

/**
 * A schema issue in the person's language: its stable code when the contract gave one (`field.default.error`),
 * otherwise words for zod's own kind of issue (too short, too long, invalid), never zod's English text.
 */
export function issueMessage(t: TFunction, issue: SchemaIssue): string {
  const key = errorMessageKey(issue.message);
  if (key) return t(key);
  if (issue.code === 'too_small') {
    const minimum = Number(issue.minimum ?? 0);
    return minimum <= 1 ? t('common:field.default.error') : t('config:errors.tooShort', { count: minimum });
  }
  if (issue.code === 'too_big') return t('config:codes.too-long');
  return t('config:errors.invalid');
}
