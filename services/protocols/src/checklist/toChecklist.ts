import {
  CERTIFICATE_FIELDS,
  computeChecklistProgress,
  type Certificate,
  type CertificateFamilyRequest,
  type CertificateFields,
  type ChecklistPersonNode,
  type CustodyMove,
  type DestinationRoute,
} from '@linhagem/contracts';
import type { CertificateRecord, ChecklistPersonRecord } from './model';
import { expiryOf, type FreshnessToday } from './expiry';

const idOrNull = (value: unknown) => (value ? String(value) : null);

/** A stored certificate as the API answers it (progress added by `computeChecklistProgress`). */
export function toCertificate(
  record: CertificateRecord,
  route: DestinationRoute | null,
  freshness: FreshnessToday,
): Certificate {
  const fields = Object.fromEntries(
    CERTIFICATE_FIELDS.map((field) => [field, record[field] ?? null]),
  ) as CertificateFields;
  return {
    id: String(record._id),
    protocolId: String(record.protocol),
    checklistPersonId: String(record.checklistPerson),
    ...fields,
    ...expiryOf(record, route, freshness),
    ...(record.familyRequest && { familyRequest: toFamilyRequest(record.familyRequest) }),
    custody: toCustody(record.custody ?? []),
    custodyPlace: record.custodyPlace ?? null,
    custodySince: record.custodySince ? record.custodySince.toISOString() : null,
  };
}

/** The custody log as the API answers it, oldest move first. */
export function toCustody(moves: NonNullable<CertificateRecord['custody']>): CustodyMove[] {
  return [...moves]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((move) => ({
      id: String(move._id),
      place: move.place,
      note: move.note ?? null,
      trackingNumber: move.trackingNumber ?? null,
      at: move.at.toISOString(),
      by: { id: move.by.id, name: move.by.name },
    }));
}

/** A certificate's stored "requested from the family" mark as the API answers it. */
export function toFamilyRequest(
  request: NonNullable<CertificateRecord['familyRequest']>,
): CertificateFamilyRequest {
  return {
    note: request.note ?? null,
    requestedAt: request.requestedAt.toISOString(),
    requestedBy: { userId: request.requestedBy.userId, name: request.requestedBy.name },
  };
}

type PersonShape = Omit<ChecklistPersonNode, 'progress' | 'color' | 'certificates' | 'children'> & {
  certificates: Certificate[];
  children: PersonShape[];
};

/** Persons and certificates of one protocol as the tree (roots are persons without a parent in the list). */
export function buildChecklistTree(
  persons: ChecklistPersonRecord[],
  certificates: CertificateRecord[],
  route: DestinationRoute | null,
  freshness: FreshnessToday,
) {
  const byPerson = new Map<string, Certificate[]>();
  for (const record of certificates) {
    const key = String(record.checklistPerson);
    byPerson.set(key, [...(byPerson.get(key) ?? []), toCertificate(record, route, freshness)]);
  }
  const nodes = new Map<string, PersonShape>(
    persons.map((person) => [
      String(person._id),
      {
        id: String(person._id),
        protocolId: String(person.protocol),
        category: person.category,
        clientId: idOrNull(person.client),
        parentId: idOrNull(person.parent),
        name: person.name ?? null,
        certificates: byPerson.get(String(person._id)) ?? [],
        children: [],
      },
    ]),
  );
  const roots: PersonShape[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return computeChecklistProgress(roots) as ReturnType<typeof computeChecklistProgress> & {
    persons: ChecklistPersonNode[];
  };
}

/** The node of one person, searched through the tree. */
export function findNode(nodes: ChecklistPersonNode[], id: string): ChecklistPersonNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}
