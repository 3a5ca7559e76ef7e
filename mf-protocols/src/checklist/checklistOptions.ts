import type { TFunction } from 'i18next';
import {
  APOSTILLE_STATUSES,
  CHECKLIST_CATEGORIES,
  DESTINATION_ROUTES,
  LAW_74_EXCEPTIONS,
  STATUSES_DOCUMENT,
  STATUSES_TRANSLATE,
  TYPES_OF_CERTIFICATE,
  TYPES_OF_DOCUMENT,
  documentTypesFor,
  type TypeOfCertificate,
  type TypeOfDocument,
} from '@linhagem/contracts';
import { translateError } from '@linhagem/ui-kit';

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
    apostilleStatus: APOSTILLE_STATUSES.map((value) => ({
      value,
      label: t(`options.apostilleStatus.${value}`),
    })),
    translationApostilleStatus: APOSTILLE_STATUSES.map((value) => ({
      value,
      label: t(`options.apostilleStatus.${value}`),
    })),
    route: DESTINATION_ROUTES.map((value) => ({ value, label: t(`options.route.${value}`) })),
    lawException: LAW_74_EXCEPTIONS.map((value) => ({ value, label: t(`options.lawException.${value}`) })),
  } satisfies Record<string, Option[]>;
}

/**
 * The document types a certificate of `typeOfCertificate` offers (contracts' DOCUMENT_TYPES_BY_CERTIFICATE), in its
 * order, and `stored` after them when it is not among them: a pair saved before the offer was narrowed still shows,
 * and the service keeps it while it is left as it is.
 */
export function documentTypeOptions(
  t: ChecklistT,
  typeOfCertificate: TypeOfCertificate | null | undefined,
  stored?: TypeOfDocument | null,
): Option[] {
  const offered = documentTypesFor(typeOfCertificate);
  return [...offered, ...(stored && !offered.includes(stored) ? [stored] : [])].map((value) => ({
    value,
    label: t(`options.typeOfDocument.${value}`),
  }));
}

/** A failed checklist call as a sentence in the person's language, chosen by the stable `code` (ERROR_MESSAGES). */
export function translateChecklistError(t: ChecklistT, error: unknown): string {
  return translateError(t, error);
}
