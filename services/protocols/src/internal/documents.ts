import mongoose, { type Connection } from 'mongoose';
import {
  DEFAULT_LANGUAGE,
  DOCUMENT_RECEIVED_TEXT,
  DOCUMENT_ERROR_CODES,
  type DocumentReceivedBody,
  type DocumentTarget,
  type PublicDocumentAccess,
  type PublicDocumentAccessBody,
  escapeHtml,
} from '@linhagem/contracts';
import { AppError, toObjectId } from '@linhagem/service-kit';
import { certificateModel, checklistPersonModel, type CertificateRecord } from '../checklist/model';
import { notifyOffice, type NotifyDeps } from '../notification/service';
import { protocolModel, type ProtocolDocument } from '../protocol/model';
import type { PortalCaller, PortalKey } from '../public/accessGuard';

/** What services/documents asks about the files of a case (docs/adr-documents.md, `PROTOCOLS_DOCUMENTS_INTERNAL`). */

const notInProtocol = () =>
  AppError.badRequest('The certificate is not of this protocol', {
    code: DOCUMENT_ERROR_CODES.certificateNotInProtocol,
  });

/** The checklist person's name of each certificate: the copy the certificate keeps, else the person's own. */
async function personNames(connection: Connection, certificates: CertificateRecord[]) {
  const missing = certificates.filter((certificate) => !certificate.personName);
  const persons = missing.length
    ? await checklistPersonModel(connection)
        .find(
          { _id: mongoose.trusted({ $in: missing.map((certificate) => certificate.checklistPerson) }) },
          { name: 1 },
        )
        .lean()
    : [];
  const byId = new Map(persons.map((person) => [String(person._id), person.name ?? '']));
  return (certificate: CertificateRecord) =>
    certificate.personName || byId.get(String(certificate.checklistPerson)) || '';
}

/**
 * `GET document-target`: the protocol exists (404), is not a budget (409 `document.budget`), and the certificate,
 * when named, is one of its own (400 `document.certificate-not-in-protocol`).
 */
export async function documentTarget(
  connection: Connection,
  protocolId: string,
  certificateId?: string,
): Promise<DocumentTarget> {
  const [protocol, certificate] = await Promise.all([
    protocolModel(connection).findById(toObjectId(protocolId), { code: 1, budget: 1, status: 1 }).lean(),
    certificateId ? certificateModel(connection).findById(toObjectId(certificateId)).lean() : null,
  ]);
  if (!protocol) throw AppError.notFound('Protocol not found');
  if (protocol.budget)
    throw AppError.conflict('A budget has no documents: convert it to a protocol first', {
      code: DOCUMENT_ERROR_CODES.budget,
    });
  const target: DocumentTarget = {
    protocolId,
    code: protocol.code ?? null,
    status: protocol.status ?? 'ACTIVE',
  };
  if (!certificateId) return target;
  if (!certificate || String(certificate.protocol) !== protocolId) throw notInProtocol();
  const nameOf = await personNames(connection, [certificate]);
  return {
    ...target,
    certificate: {
      id: certificateId,
      checklistPersonId: String(certificate.checklistPerson),
      personName: nameOf(certificate),
      certificateType: certificate.typeOfCertificate ?? '',
      requestedFromFamily: Boolean(certificate.familyRequest),
    },
  };
}

/** A closed protocol (canceled, finished) only answers the portal's reads, as `refuseReadOnly` says. */
const isReadOnly = (protocol: ProtocolDocument) => protocol.status !== 'ACTIVE';

/**
 * `POST document-access`: the protocol opened with the portal's own access-code check (its wrong-code limits,
 * keyed by the family's address), and what its office asked the family for, oldest request first.
 */
export async function publicDocumentAccess(
  connection: Connection,
  open: (key: PortalKey) => Promise<PortalCaller>,
  body: PublicDocumentAccessBody,
): Promise<PublicDocumentAccess> {
  const { protocol } = await open(body);
  const requested = await certificateModel(connection)
    .find({ protocol: protocol._id, familyRequest: mongoose.trusted({ $ne: null }) })
    .sort({ 'familyRequest.requestedAt': 1, _id: 1 })
    .lean();
  const nameOf = await personNames(connection, requested);
  return {
    protocolId: String(protocol._id),
    readOnly: isReadOnly(protocol),
    requests: requested.map((certificate) => ({
      certificateId: String(certificate._id),
      personName: nameOf(certificate),
      certificateType: certificate.typeOfCertificate ?? '',
      documentType: certificate.typeOfDocument ?? null,
      note: certificate.familyRequest?.note ?? null,
      requestedAt: certificate.familyRequest!.requestedAt.toISOString(),
    })),
  };
}

/**
 * `POST document-received`: the staff member in charge is told that the family sent a file (the bell, the
 * timeline and the office's mail, as a family's message is), naming the file and who sent it.
 */
export async function documentReceived(
  deps: NotifyDeps,
  protocolId: string,
  body: DocumentReceivedBody,
): Promise<void> {
  const protocol = await protocolModel(deps.connection).findById(toObjectId(protocolId));
  if (!protocol) throw AppError.notFound('Protocol not found');
  const text = DOCUMENT_RECEIVED_TEXT[DEFAULT_LANGUAGE];
  const message = `<p>${text.message
    .replace('{sender}', escapeHtml(body.senderName))
    .replace('{file}', `<strong>${escapeHtml(body.fileName)}</strong>`)}</p>`;
  await notifyOffice(deps, protocol, message, text.subject);
}
