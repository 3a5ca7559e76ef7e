import type { Readable } from 'node:stream';
import type { Context } from 'koa';
import mongoose, { type Connection } from 'mongoose';
import { ZipFile } from 'yazl';
import { CLIENT_LINK_FIELDS, type ClientLinkField } from '@linhagem/contracts';
import { auditModel, type Caller } from '@linhagem/service-kit';
import { clientModel } from '../client/model';
import { findClient } from '../client/service';
import { toClient } from '../client/toClient';
import { addDocumentFiles, documentFilePath, storedDocuments } from './documentFiles';
import { documentsOfCertificates, signaturesOfClient } from '../documents/documentsClient';
import { protocolsPersonalData } from '../protocols/protocolsClient';
import type { LgpdRoutesOptions } from './boxUrls';

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/**
 * `GET /api/client/:id/personal-data` (LGPD art. 18, docs/adr-lgpd.md): everything held about the client as JSON
 * files in one ZIP: the record, the family links both ways, the protocols and certificates from services/protocols,
 * the records of their files from services/documents (with SHA-256) and their bytes under `files/`, the client's
 * signature records (name, CPF, address, user agent, drawing, times: `signatures.json`), and the audit
 * entries of the client. The JSON is gathered before the first byte goes, so a failure of another box answers a
 * 503; a file that fails later breaks the ZIP off (never a finished ZIP with a hole). The export itself is audited
 * (who, whose data, when).
 */
export async function exportPersonalData(
  ctx: Context,
  connection: Connection,
  caller: Caller,
  clientId: string,
  options: LgpdRoutesOptions,
): Promise<void> {
  const doc = await findClient(connection, clientId);
  const client = toClient(doc);
  const id = doc._id;
  const linkIds = CLIENT_LINK_FIELDS.flatMap((field) => (doc[field] ? [doc[field]] : []));
  const [linked, relatives] = await Promise.all([
    clientModel(connection)
      .find({ _id: mongoose.trusted({ $in: linkIds }) }, { name: 1 })
      .lean(),
    clientModel(connection)
      .find(
        { $or: CLIENT_LINK_FIELDS.map((field) => ({ [field]: id })) },
        { name: 1, father: 1, mother: 1, spouse: 1, responsible: 1 },
      )
      .lean<({ _id: mongoose.Types.ObjectId; name: string } & Record<ClientLinkField, unknown>)[]>(),
  ]);
  const names = new Map(linked.map((l) => [String(l._id), l.name]));
  const links = {
    ...Object.fromEntries(
      CLIENT_LINK_FIELDS.map((field) => {
        const linkId = doc[field] ? String(doc[field]) : null;
        return [field, linkId ? { id: linkId, name: names.get(linkId) ?? null } : null];
      }),
    ),
    fatherName: doc.fatherName ?? null,
    motherName: doc.motherName ?? null,
    spousesName: doc.spousesName ?? null,
    nameVariants: doc.nameVariants ?? [],
    // the clients that name this one as their father, mother, spouse or responsible
    linkedFrom: relatives.map((r) => ({
      id: String(r._id),
      name: r.name,
      as: CLIENT_LINK_FIELDS.filter((field) => r[field] && String(r[field]) === String(id)),
    })),
  };
  const held = await protocolsPersonalData(clientId, options);
  const documents = await documentsOfCertificates(
    held.certificates.map((c) => String(c._id)),
    options,
  );
  const signatures = await signaturesOfClient(clientId, options);
  const audit = await auditModel(connection).find({ entityId: id }, { _id: 0 }).sort({ at: 1 }).lean();

  const exportedAt = new Date();
  const files: [string, unknown][] = [
    ['client.json', client],
    ['links.json', links],
    ['protocols.json', held.protocols],
    ['checklist-persons.json', held.checklistPersons],
    ['certificates.json', held.certificates],
    ['documents.json', documents],
    ['signatures.json', signatures],
    ['audit.json', audit],
  ];
  const manifest = {
    clientId,
    exportedAt: exportedAt.toISOString(),
    exportedBy: { userName: caller.userName, name: caller.name },
    law: 'Lei 13.709/2018 (LGPD), art. 18',
    files: files.map(([name]) => name),
    // the bytes of every document still stored, each beside its record's SHA-256 in documents.json
    documentFiles: storedDocuments(documents).map((record) => ({
      path: documentFilePath(record),
      sha256: record.sha256,
    })),
  };
  // before the first byte: an export that cannot be recorded is not given
  await auditModel(connection).create({
    entity: 'Client',
    entityId: id,
    entityName: doc.name,
    action: 'EXPORT',
    field: 'personal-data',
    after: { files: files.length, protocols: held.protocols.length, documents: documents.length },
    userName: caller.userName,
    name: caller.name,
    at: exportedAt,
  });

  const zip = new ZipFile();
  const output = zip.outputStream as unknown as Readable;
  const fail = (error: Error) => output.destroy(error);
  zip.addBuffer(json(manifest), 'manifest.json', { mtime: exportedAt });
  for (const [name, value] of files) zip.addBuffer(json(value), name, { mtime: exportedAt });
  const reading = addDocumentFiles(zip, documents, options, fail);
  zip.once('error', fail);
  // the browser went away: stop reading the stored files
  output.once('close', () => reading.abort());
  zip.end();
  ctx.type = 'application/zip';
  ctx.attachment(`dados-pessoais-${clientId}.zip`);
  // a person's whole data: kept by no cache, the browser's and the BFF's included (docs/adr-lgpd.md)
  ctx.set('Cache-Control', 'no-store');
  ctx.body = output;
}
