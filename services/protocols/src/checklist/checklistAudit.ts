import type { Connection } from 'mongoose';
import {
  CERTIFICATE_FIELDS,
  type AuditAction,
  type CertificateAuditFilter,
  type PaginationQuery,
} from '@linhagem/contracts';
import { listAudit, recordAudit, type Caller } from '@linhagem/service-kit';
import type { CertificateRecord, ChecklistPersonRecord } from './model';
import type { ChecklistProtocol } from './protocolAccess';

/** spec 7: the checklist's changes are audited on its protocol (entity Protocol), as fields `checklist.…`. */
const ENTITY = 'Protocol';

const certificateFace = (certificate: CertificateRecord) =>
  Object.fromEntries(CERTIFICATE_FIELDS.map((field) => [field, certificate[field] ?? null]));

/** A person and its certificates as audited: `checklist.<person id>.category`, `…certificates.<id>.price`. */
export function personFace(person: ChecklistPersonRecord | undefined, certificates: CertificateRecord[]) {
  if (!person) return undefined;
  return {
    checklist: {
      [String(person._id)]: {
        category: person.category,
        name: person.name ?? null,
        client: person.client ? String(person.client) : null,
        parent: person.parent ? String(person.parent) : null,
        certificates: Object.fromEntries(
          certificates.map((certificate) => [String(certificate._id), certificateFace(certificate)]),
        ),
      },
    },
  };
}

export function certificateAuditFace(certificate: CertificateRecord | undefined) {
  if (!certificate) return undefined;
  return {
    checklist: {
      [String(certificate.checklistPerson)]: {
        certificates: { [String(certificate._id)]: certificateFace(certificate) },
      },
    },
  };
}

export const sentFace = (sent: boolean, sentAt: Date | null) => ({
  checklist: { sent, sentAt: sentAt ? sentAt.toISOString() : null },
});

export function auditChecklist(
  connection: Connection,
  caller: Caller,
  action: AuditAction,
  protocol: Pick<ChecklistProtocol, 'id' | 'code'>,
  before: object | undefined,
  after: object | undefined,
) {
  return recordAudit(
    connection,
    caller,
    ENTITY,
    action,
    { entityId: protocol.id, entityName: protocol.code ?? '' },
    before,
    after,
  );
}

/** `POST /api/certificate/audit`: the audit trail of protocols (entity Protocol), the checklist's changes among them. */
export function listChecklistAudit(
  connection: Connection,
  filter: CertificateAuditFilter,
  query: PaginationQuery,
) {
  const { protocolId, ...rest } = filter;
  return listAudit(connection, ENTITY, { entityId: protocolId, ...rest }, query);
}
