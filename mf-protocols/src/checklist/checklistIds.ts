import type { CertificateFields, ChecklistPersonNode } from '@linhagem/contracts';

/** What the checklist's rows and side panel may do to a person and their certificates (ChecklistTab holds them). */
export type PersonActions = {
  addChild: (parent: ChecklistPersonNode) => void;
  edit: (person: ChecklistPersonNode) => void;
  remove: (person: ChecklistPersonNode) => void;
  saveCertificate: (
    person: ChecklistPersonNode,
    fields: Partial<CertificateFields>,
    id?: string,
  ) => Promise<void>;
  removeCertificate: (certificateId: string) => void;
};

/** The element of a checklist person (their group's row), which the warnings panel and the chart focus. */
export const personElementId = (id: string) => `checklist-person-card-${id}`;

/** The element of a certificate (its row), focused when a warning names it and when the side panel closes. */
export const certificateElementId = (id: string) => `checklist-certificate-${id}`;
