import mongoose, { type Connection } from 'mongoose';
import {
  OUTSIDE_OFFICE_PLACES,
  CERTIFICATE_SORT_ALIASES,
  CERTIFICATE_SORT_FIELDS,
  CHECKLIST_ERROR_CODES,
  CHECKLIST_MESSAGES,
  accentInsensitiveRegex,
  escapeRegex,
  certificateProgress,
  isDocumentTypeAllowed,
  parseSort,
  progressColor,
  toPage,
  type CertificateFields,
  type CertificateFilter,
  type CertificateRow,
  type CertificateWithProgress,
  type Page,
  type PaginationQuery,
  type SaveOneCertificateBody,
} from '@linhagem/contracts';
import { AppError, toObjectId, type Caller } from '@linhagem/service-kit';
import { certificateModel, checklistPersonModel, type CertificateRecord } from './model';
import { findWritableProtocol, type ChecklistProtocol } from './protocolAccess';
import { toCertificate } from './toChecklist';
import { expiringSoonWhere, freshnessToday, type FreshnessToday } from './expiry';
import { protocolModel } from '../protocol/model';
import type { Remotes } from '../remote/remotes';
import { auditChecklist, certificateAuditFace } from './checklistAudit';

/** One certificate saved on its own, the certificates listed across protocols, and the rules both writes share. */
export const notInProtocol = (what: string) =>
  AppError.badRequest(`${what} is not part of this checklist`, { code: CHECKLIST_ERROR_CODES.notInProtocol });

/**
 * The certificate type and document type a save leaves behind must fit (`DOCUMENT_TYPES_BY_CERTIFICATE`); a body
 * that leaves one out keeps the stored one. A pair stored before the rule existed and left as it is stays: editing
 * a person, or a certificate's other fields, must not fail on it. `path` names the field as a schema issue would.
 */
export function refuseDocumentTypeMismatch(
  stored: Pick<CertificateRecord, 'typeOfCertificate' | 'typeOfDocument'> | undefined,
  fields: Pick<CertificateFields, 'typeOfCertificate' | 'typeOfDocument'>,
  path = 'typeOfDocument',
): void {
  const storedCertificate = stored?.typeOfCertificate ?? null;
  const storedDocument = stored?.typeOfDocument ?? null;
  const typeOfCertificate =
    fields.typeOfCertificate === undefined ? storedCertificate : fields.typeOfCertificate;
  const typeOfDocument = fields.typeOfDocument === undefined ? storedDocument : fields.typeOfDocument;
  const unchanged = stored && typeOfCertificate === storedCertificate && typeOfDocument === storedDocument;
  if (!unchanged && !isDocumentTypeAllowed(typeOfCertificate, typeOfDocument))
    throw AppError.badRequest('The document type does not fit the certificate type', {
      details: [{ path, message: CHECKLIST_MESSAGES.documentTypeMismatch }],
    });
}

/** A stored certificate as every certificate answer gives it: its fields, expiry, family request and progress. */
export function withProgress(
  record: CertificateRecord,
  route: ChecklistProtocol['route'],
  freshness: FreshnessToday,
): CertificateWithProgress {
  const certificate = toCertificate(record, route, freshness);
  const progress = certificateProgress(certificate);
  return { ...certificate, progress, color: progressColor(progress) };
}

/** `POST /api/certificate/save-one`: creates or updates one certificate of a checklist person. */
export async function saveOneCertificate(
  connection: Connection,
  remotes: Remotes,
  caller: Caller,
  body: SaveOneCertificateBody,
): Promise<{ created: boolean; certificate: CertificateWithProgress }> {
  const { id, protocolId, checklistPersonId, ...fields } = body;
  const certificates = certificateModel(connection);
  // the reads at once; their answers are checked in the order the rules name them
  const [protocol, person, current, freshness] = await Promise.all([
    findWritableProtocol(connection, protocolId),
    checklistPersonModel(connection).findById(checklistPersonId).lean(),
    id ? certificates.findById(id).lean() : null,
    freshnessToday(remotes),
  ]);
  if (!person) throw AppError.notFound('Checklist person not found');
  if (String(person.protocol) !== protocolId) throw notInProtocol('The checklist person');
  const copied = { protocolCode: protocol.code, personName: person.name ?? null, category: person.category };
  if (!id) {
    refuseDocumentTypeMismatch(undefined, fields);
    const created = await certificates.create({
      ...fields,
      ...copied,
      protocol: toObjectId(protocolId),
      checklistPerson: person._id,
    });
    await auditChecklist(
      connection,
      caller,
      'CREATE',
      protocol,
      undefined,
      certificateAuditFace(created.toObject()),
    );
    return { created: true, certificate: withProgress(created.toObject(), protocol.route, freshness) };
  }
  if (!current) throw AppError.notFound('Certificate not found');
  if (String(current.checklistPerson) !== checklistPersonId) throw notInProtocol('The certificate');
  refuseDocumentTypeMismatch(current, fields);
  const updated = await certificates
    .findOneAndUpdate({ _id: current._id }, { $set: { ...fields, ...copied } }, { returnDocument: 'after' })
    .lean();
  if (!updated) throw AppError.notFound('Certificate not found');
  await auditChecklist(
    connection,
    caller,
    'UPDATE',
    protocol,
    certificateAuditFace(current),
    certificateAuditFace(updated),
  );
  return { created: false, certificate: withProgress(updated, protocol.route, freshness) };
}

/** The condition and order of the certificate list (the work queue): its page and its export share them. */
export async function certificateQuery(
  connection: Connection,
  remotes: Remotes,
  filter: CertificateFilter,
  sort: string | undefined,
) {
  const { field, direction } = parseSort(sort, 'protocolCode');
  const key = CERTIFICATE_SORT_ALIASES[field] ?? field;
  if (!(CERTIFICATE_SORT_FIELDS as readonly string[]).includes(key))
    throw AppError.badRequest(`Cannot sort by ${field}`);
  const where: Record<string, unknown> = {};
  if (filter.statusDocument) where.statusDocument = filter.statusDocument;
  if (filter.statusTranslate) where.statusTranslate = filter.statusTranslate;
  if (filter.typeOfCertificate) where.typeOfCertificate = filter.typeOfCertificate;
  if (filter.protocolCode) where.protocolCode = new RegExp(`^${escapeRegex(filter.protocolCode)}`);
  if (filter.personName) {
    const name = accentInsensitiveRegex(filter.personName);
    where.$or = [{ personName: name }, { personNameInDocument: name }];
  }
  const freshness = await freshnessToday(remotes);
  if (filter.expiringSoon) where.$and = [await expiringSoonWhere(connection, freshness)];
  if (filter.outsideOfficeDays !== undefined) {
    where.custodyPlace = mongoose.trusted({ $in: OUTSIDE_OFFICE_PLACES });
    where.custodySince = mongoose.trusted({
      $lte: new Date(Date.now() - filter.outsideOfficeDays * 86_400_000),
    });
  }
  const order: Record<string, 1 | -1> = { [key]: direction, _id: direction };
  return { where, order, freshness };
}

/** `POST /api/certificate/pagination`: certificates across protocols, protocol code ascending by default. */
export async function paginateCertificates(
  connection: Connection,
  remotes: Remotes,
  filter: CertificateFilter,
  query: PaginationQuery,
): Promise<Page<CertificateRow>> {
  const { where, order, freshness } = await certificateQuery(connection, remotes, filter, query.sort);
  const certificates = certificateModel(connection);
  const [records, total] = await Promise.all([
    certificates
      .find(where)
      .sort(order)
      .skip((query.page - 1) * query.size)
      .limit(query.size)
      .lean(),
    certificates.countDocuments(where),
  ]);
  const routes = new Map(
    (
      await protocolModel(connection)
        .find(
          { _id: mongoose.trusted({ $in: [...new Set(records.map((record) => record.protocol))] }) },
          {
            route: 1,
          },
        )
        .lean()
    ).map((protocol) => [String(protocol._id), protocol.route ?? null]),
  );
  const rows = records.map((record) => ({
    ...withProgress(record, routes.get(String(record.protocol)) ?? null, freshness),
    protocolCode: record.protocolCode ?? null,
    personName: record.personName ?? null,
    category: record.category,
  }));
  return toPage(rows, total, query.page, query.size);
}
