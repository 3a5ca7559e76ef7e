import type { TFunction } from 'i18next';
import { translateError } from '@linhagem/ui-kit';

/** A failed import call in the person's words, by its stable `code` (packages/i18n ERROR_MESSAGES). */
export function translateImportError(t: TFunction<'imports'>, error: unknown): string {
  return translateError(t as unknown as Parameters<typeof translateError>[0], error);
}
