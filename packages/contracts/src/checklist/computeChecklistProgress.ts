import { PROGRESS_THRESHOLDS } from '../constants';
import {
  PROGRESS_COLORS,
  type ProgressColor,
  type StatusDocument,
  type StatusTranslate,
  type TypeOfCertificate,
  type TypeOfDocument,
} from './enums';

/** What the progress of a certificate reads: every field may still be empty while the office fills the row. */
export type ProgressFields = {
  typeOfCertificate?: TypeOfCertificate | null;
  typeOfDocument?: TypeOfDocument | null;
  statusDocument?: StatusDocument | null;
  statusTranslate?: StatusTranslate | null;
  /** cents */
  price?: number | null;
  /** cents */
  translatePrice?: number | null;
  personNameInDocument?: string | null;
  addressReferenceName?: string | null;
  address?: string | null;
  processReferencePerson?: string | null;
  date?: string | null;
};

export type WithProgress = { progress: number; color: ProgressColor };

/** A percentage with 2 decimals (spec 5), free of binary noise such as 83.33333 or 1.005. */
export function roundProgress(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** spec 5 "Basic validation": null, undefined and empty text are empty; spec 5: a price of 0,00 counts as empty. */
function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return value !== 0;
  return true;
}

const WEDDING_DOCUMENTS_WITH_DATE: readonly TypeOfDocument[] = ['CIVIL', 'RELIGIOUS'];

/** The fields spec 5 requires of this certificate, given what it already says it is. */
export function requiredCertificateFields(certificate: ProgressFields): (keyof ProgressFields)[] {
  const required: (keyof ProgressFields)[] = [
    'typeOfCertificate',
    'typeOfDocument',
    'statusDocument',
    'statusTranslate',
    'price',
  ];
  const { typeOfCertificate, typeOfDocument } = certificate;
  if (certificate.statusTranslate !== 'NOT_NECESSARY') required.push('translatePrice');
  if (typeOfCertificate === 'IDENTIFICATION') required.push('personNameInDocument');
  if (
    typeOfCertificate === 'WEDDING' &&
    typeOfDocument &&
    WEDDING_DOCUMENTS_WITH_DATE.includes(typeOfDocument)
  )
    required.push('date');
  if (typeOfDocument?.startsWith('ADDRESS_PROOF_')) required.push('addressReferenceName', 'address');
  return required;
}

/** spec 5: the percentage of a certificate's required fields that are filled, with 2 decimals. */
export function certificateProgress(certificate: ProgressFields): number {
  // spec 5: a reference scores 50 for the reference person and 50 for the document type
  if (certificate.typeOfCertificate === 'REFERENCE')
    return (
      (isFilled(certificate.processReferencePerson) ? 50 : 0) +
      (isFilled(certificate.typeOfDocument) ? 50 : 0)
    );
  const required = requiredCertificateFields(certificate);
  const filled = required.filter((field) => isFilled(certificate[field])).length;
  return roundProgress((filled / required.length) * 100);
}

/** A person's or a protocol's progress: the average of its certificates' progress, 0 with none. */
export function averageProgress(progresses: readonly number[]): number {
  if (progresses.length === 0) return 0;
  return roundProgress(progresses.reduce((sum, value) => sum + value, 0) / progresses.length);
}

/** spec 4 colours over the thresholds of spec 9 (20 / 60 / 80 / 100). */
export function progressColor(progress: number): ProgressColor {
  const band = PROGRESS_THRESHOLDS.findIndex((threshold) => progress < threshold);
  return PROGRESS_COLORS[band === -1 ? PROGRESS_COLORS.length - 1 : band];
}

const withProgress = (progress: number): WithProgress => ({ progress, color: progressColor(progress) });

/** A checklist person as the tree carries it: its certificates and its children. */
export type ProgressPerson<C extends ProgressFields> = { certificates: C[]; children: ProgressPerson<C>[] };

export type PersonWithProgress<P extends ProgressPerson<C>, C extends ProgressFields> = Omit<
  P,
  'certificates' | 'children'
> &
  WithProgress & {
    certificates: (C & WithProgress)[];
    children: PersonWithProgress<P, C>[];
  };

/**
 * The progress of every certificate, every person (its own certificates) and the whole checklist (every
 * certificate of every person), each with its colour: one computation for the service, the screens and the portal.
 */
export function computeChecklistProgress<C extends ProgressFields, P extends ProgressPerson<C>>(
  persons: readonly P[],
): WithProgress & { persons: PersonWithProgress<P, C>[] } {
  const all: number[] = [];
  const decorate = (person: P): PersonWithProgress<P, C> => {
    const certificates = person.certificates.map((certificate) => ({
      ...certificate,
      ...withProgress(certificateProgress(certificate)),
    }));
    all.push(...certificates.map((certificate) => certificate.progress));
    return {
      ...person,
      ...withProgress(averageProgress(certificates.map((certificate) => certificate.progress))),
      certificates,
      children: (person.children as P[]).map(decorate),
    };
  };
  const decorated = persons.map(decorate);
  return { ...withProgress(averageProgress(all)), persons: decorated };
}
