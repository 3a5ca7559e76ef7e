import {
  computeChecklistProgress,
  type Certificate,
  type ChecklistPersonNode,
  type ChecklistTree,
} from '@linhagem/contracts';

export const PROTOCOL_ID = 'a'.repeat(24);
let sequence = 0;
export const nextId = () => (++sequence).toString(16).padStart(24, 'b');

export type PersonSeed = Omit<ChecklistPersonNode, 'progress' | 'color' | 'certificates' | 'children'> & {
  certificates: Certificate[];
  children: PersonSeed[];
};

export function aCertificate(personId: string, fields: Partial<Certificate> = {}): Certificate {
  return {
    id: nextId(),
    protocolId: PROTOCOL_ID,
    checklistPersonId: personId,
    typeOfCertificate: null,
    typeOfDocument: null,
    statusDocument: null,
    statusTranslate: null,
    personNameInDocument: null,
    dataCertificate: null,
    addressReferenceName: null,
    address: null,
    price: null,
    translatePrice: null,
    processReferencePerson: null,
    notes: null,
    place: null,
    date: null,
    issueDate: null,
    apostilleStatus: null,
    apostilleDate: null,
    translationApostilleStatus: null,
    translationApostilleDate: null,
    expiresOn: null,
    expiringSoon: false,
    ...fields,
  };
}

export function aPerson(fields: Partial<PersonSeed> & Pick<PersonSeed, 'category'>): PersonSeed {
  return {
    id: nextId(),
    protocolId: PROTOCOL_ID,
    clientId: null,
    parentId: null,
    name: null,
    certificates: [],
    children: [],
    ...fields,
  };
}

/** The tree as the service answers it, progress computed by the same contracts function. */
export function aTree(persons: PersonSeed[], fields: Partial<ChecklistTree> = {}): ChecklistTree {
  const all = (list: PersonSeed[]): Certificate[] =>
    list.flatMap((person) => [...person.certificates, ...all(person.children)]);
  const sum = (field: 'price' | 'translatePrice') =>
    all(persons).reduce((total, certificate) => total + (certificate[field] ?? 0), 0);
  const { progress, color, persons: withProgress } = computeChecklistProgress(persons);
  return {
    protocolId: PROTOCOL_ID,
    protocolCode: '2026/0007',
    protocolStatus: 'ACTIVE',
    clients: [],
    sent: false,
    sentAt: null,
    totals: { price: sum('price'), translatePrice: sum('translatePrice') },
    progress,
    color,
    persons: withProgress as ChecklistPersonNode[],
    route: null,
    expiringSoon: all(persons).filter((certificate) => certificate.expiringSoon).length,
    warnings: [],
    ...fields,
  };
}
