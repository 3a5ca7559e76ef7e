import type { ChecklistWarning, DossierClient, ReadingDifference } from '@linhagem/contracts';
import type { CertificateRecord, ChecklistPersonRecord } from '../checklist/model';
import { TREE_DATE, sameText } from './applyPlan';

const RELATIVE = { fatherName: 'father', motherName: 'mother', spouseName: 'spouse' } as const;

/**
 * What the tree says now for a warning's field: the client's date of the certificate's event, or the name of its
 * father, mother or spouse with the spellings it is known by; null when the tree records nothing there, undefined
 * when the tree's person is not among `clients` (then the value stored by the apply stands).
 */
export function treeValueNow(
  field: ReadingDifference['field'],
  typeOfCertificate: string | null | undefined,
  client: DossierClient | undefined,
  clients: Map<string, DossierClient>,
): { value: string | null; spellings: string[]; relativeId?: string } | undefined {
  if (!client) return undefined;
  if (field === 'eventDate') {
    const key = TREE_DATE[typeOfCertificate ?? ''];
    return key ? { value: client[key] ?? null, spellings: [] } : undefined;
  }
  const relativeId = client[RELATIVE[field]];
  if (!relativeId) return { value: null, spellings: [] };
  const relative = clients.get(relativeId);
  if (!relative) return undefined;
  return {
    value: relative.name,
    spellings: [relative.name, ...(relative.nameVariants ?? [])],
    relativeId,
  };
}

/** Whether the tree now says what the certificate read (a date equal, or a name among the relative's spellings). */
export const treeAgrees = (read: string, now: { value: string | null; spellings: string[] }) =>
  now.value === read || now.spellings.some((spelling) => sameText(spelling, read));

/**
 * The READING_DIFFERS warnings of a checklist: each date or parent a certificate's reading says otherwise than
 * the tree, stored on the certificate by the reading's apply (docs/adr-reading.md "Applying"). Compared again
 * with the tree as it is now where the tree's person is known: a tree corrected since says nothing more, and a
 * resolved warning stays hidden while the tree still says what it said when someone resolved it ("Resolving a
 * difference").
 */
export function readingDifferences(
  persons: ChecklistPersonRecord[],
  certificates: CertificateRecord[],
  clientNames: Map<string, string>,
  clients: Map<string, DossierClient> = new Map(),
): ChecklistWarning[] {
  const byId = new Map(persons.map((person) => [String(person._id), person]));
  return certificates.flatMap((certificate) => {
    const person = byId.get(String(certificate.checklistPerson));
    const clientId = person?.client ? String(person.client) : null;
    const name = (clientId && clientNames.get(clientId)) || person?.name || certificate.personName || '';
    const client = clientId ? clients.get(clientId) : undefined;
    return (certificate.readingWarnings ?? []).flatMap((w): ChecklistWarning[] => {
      const now = treeValueNow(w.field, certificate.typeOfCertificate, client, clients);
      if (now && treeAgrees(w.read, now)) return [];
      const tree = now ? now.value : (w.tree ?? null);
      if (w.resolved && (w.resolved.tree ?? null) === tree) return [];
      return [
        {
          code: 'READING_DIFFERS',
          message: `${name}: ${w.field} — the certificate says ${w.read}, the tree says ${tree ?? 'nothing'}`,
          persons: [{ clientId, name, checklistPersonId: String(certificate.checklistPerson) }],
          certificates: [String(certificate._id)],
          reading: { documentId: String(w.document), field: w.field, read: w.read, tree },
        },
      ];
    });
  });
}
