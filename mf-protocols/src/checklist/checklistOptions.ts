import type { TFunction } from 'i18next';
import {
  CHECKLIST_CATEGORIES,
  CHECKLIST_ERROR_CODES,
  ERROR_CODES,
  STATUSES_DOCUMENT,
  STATUSES_TRANSLATE,
  TYPES_OF_CERTIFICATE,
  TYPES_OF_DOCUMENT,
} from '@linhagem/contracts';
import { isApiError } from '@linhagem/ui-kit';

type ChecklistT = TFunction<'checklist'>;
export type Option = { value: string; label: string };

/** The dropdown options of every checklist enum, labelled in the person's language. */
export function checklistOptions(t: ChecklistT) {
  return {
    category: CHECKLIST_CATEGORIES.map((value) => ({ value, label: t(`options.category.${value}`) })),
    typeOfCertificate: TYPES_OF_CERTIFICATE.map((value) => ({
      value,
      label: t(`options.typeOfCertificate.${value}`),
    })),
    typeOfDocument: TYPES_OF_DOCUMENT.map((value) => ({
      value,
      label: t(`options.typeOfDocument.${value}`),
    })),
    statusDocument: STATUSES_DOCUMENT.map((value) => ({
      value,
      label: t(`options.statusDocument.${value}`),
    })),
    statusTranslate: STATUSES_TRANSLATE.map((value) => ({
      value,
      label: t(`options.statusTranslate.${value}`),
    })),
  } satisfies Record<string, Option[]>;
}

const CODES = new Set<string>(Object.values(CHECKLIST_ERROR_CODES));

/** A failed checklist call as a sentence in the person's language, chosen by the stable `code`. */
export function translateChecklistError(t: ChecklistT, error: unknown): string {
  if (!isApiError(error)) return t('toast.error', { ns: 'common' });
  if (CODES.has(error.code)) return t(`codes.${error.code.slice('checklist.'.length)}` as 'codes.sent');
  if (error.code === ERROR_CODES.validation) return t('toast.error', { ns: 'common' });
  return error.message || t('toast.error', { ns: 'common' });
}
