import type { ChecklistWarning } from '@linhagem/contracts';
import type { CertificateRecord, ChecklistPersonRecord } from '../checklist/model';

/**
 * The READING_DIFFERS warnings of a checklist: each date or parent a certificate's reading says otherwise than
 * the tree, stored on the certificate by the reading's apply (docs/adr-reading.md "Applying").
 */
export function readingDifferences(
  persons: ChecklistPersonRecord[],
  certificates: CertificateRecord[],
  clientNames: Map<string, string>,
): ChecklistWarning[] {
  const byId = new Map(persons.map((person) => [String(person._id), person]));
  return certificates.flatMap((certificate) => {
    const person = byId.get(String(certificate.checklistPerson));
    const clientId = person?.client ? String(person.client) : null;
    const name = (clientId && clientNames.get(clientId)) || person?.name || certificate.personName || '';
    return (certificate.readingWarnings ?? []).map((w): ChecklistWarning => ({
      code: 'READING_DIFFERS',
      message: `${name}: ${w.field} — the certificate says ${w.read}, the tree says ${w.tree ?? 'nothing'}`,
      persons: [{ clientId, name, checklistPersonId: String(certificate.checklistPerson) }],
      certificates: [String(certificate._id)],
      reading: { documentId: String(w.document), field: w.field, read: w.read, tree: w.tree ?? null },
    }));
  });
}
