import type { TFunction } from 'i18next';
import { TYPES_OF_CERTIFICATE, type CaseDocument, type TypeOfCertificate } from '@linhagem/contracts';

/** A certificate as the checklist shows it: `Ana Souza · Nascimento` (the type's own name while none is chosen). */
export function nameCertificate(
  tc: TFunction<'checklist'>,
  personName: string | null | undefined,
  typeOfCertificate: string | null | undefined,
): string {
  const type = TYPES_OF_CERTIFICATE.find((known) => known === typeOfCertificate) as
    TypeOfCertificate | undefined;
  return [
    personName || tc('tab.unnamed'),
    type ? tc(`options.typeOfCertificate.${type}`) : tc('fields.typeOfCertificate'),
  ].join(' · ');
}

/**
 * The Documents tab's certificate of a file: the checklist's name for it; a file of the whole case (the PDFs the
 * office makes among them) as such; once the checklist is read and no longer holds the certificate, the type the
 * file kept when it came, marked removed. Never a dash: while the checklist loads, or when it cannot be read, the
 * kept type.
 */
export function documentCertificateName(
  t: TFunction<'documents'>,
  tc: TFunction<'checklist'>,
  document: Pick<CaseDocument, 'certificateId' | 'certificateLabel'>,
  checklist: ReadonlyMap<string, string>,
  tree: 'loading' | 'read' | 'failed',
): string {
  if (!document.certificateId) return t('staff.files.wholeCase');
  const current = checklist.get(document.certificateId);
  if (current) return current;
  const type = TYPES_OF_CERTIFICATE.find((known) => known === document.certificateLabel?.certificateType);
  const kept = type ? tc(`options.typeOfCertificate.${type}`) : undefined;
  if (tree === 'read')
    return kept ? t('staff.files.removedCertificate', { name: kept }) : t('staff.files.certificateRemoved');
  return kept ?? (tree === 'failed' ? t('staff.files.checklistCertificate') : '');
}
