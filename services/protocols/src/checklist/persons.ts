import mongoose, { type Connection } from 'mongoose';
import {
  CHECKLIST_ERROR_CODES,
  MORE_THAN_ONE_IMMIGRANT_MESSAGE,
  type ChecklistPersonBody,
  type ChecklistPersonNode,
} from '@linhagem/contracts';
import { AppError, toObjectId, type Caller } from '@linhagem/service-kit';
import { certificateModel, checklistPersonModel } from './model';
import { findWritableProtocol, type ChecklistProtocol } from './protocolAccess';
import { freshnessToday } from './expiry';
import type { Remotes } from '../remote/remotes';
import { auditChecklist, certificateAuditFace, personFace } from './checklistAudit';
import { notInProtocol, refuseDocumentTypeMismatch } from './certificates';
import { personNode } from './tree';

/** A checklist person saved with its whole certificate list, and a person (or one certificate) removed. */
const idOrNull = (value: unknown) => (value ? String(value) : null);
const moreThanOneImmigrant = () =>
  AppError.conflict(MORE_THAN_ONE_IMMIGRANT_MESSAGE, { code: CHECKLIST_ERROR_CODES.moreThanOneImmigrant });
const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

function personName(protocol: ChecklistProtocol, body: ChecklistPersonBody): string | null {
  return body.name || (body.clientId ? protocol.clientNames.get(body.clientId) : undefined) || null;
}

/**
 * `POST /api/certificate/`: creates or updates a checklist person with its whole certificate list (certificates
 * with an `id` updated, new ones created, those left out removed). Everything is checked before the first write.
 */
export async function saveChecklistPerson(
  connection: Connection,
  remotes: Remotes,
  caller: Caller,
  body: ChecklistPersonBody,
): Promise<{ created: boolean; person: ChecklistPersonNode }> {
  const protocol = await findWritableProtocol(connection, body.protocolId);
  const persons = checklistPersonModel(connection);
  const certificates = certificateModel(connection);
  const protocolPersons = await persons.find({ protocol: toObjectId(body.protocolId) }).lean();
  const byId = new Map(protocolPersons.map((person) => [String(person._id), person]));
  const existing = body.id ? byId.get(body.id) : undefined;
  if (body.id && !existing) {
    if (await persons.exists({ _id: toObjectId(body.id) })) throw notInProtocol('The checklist person');
    throw AppError.notFound('Checklist person not found');
  }
  if (
    body.category === 'IMMIGRANT' &&
    protocolPersons.some((person) => person.category === 'IMMIGRANT' && String(person._id) !== body.id)
  )
    throw moreThanOneImmigrant();
  if (body.parentId) {
    if (!byId.has(body.parentId)) throw notInProtocol('The parent');
    for (let at: string | null = body.parentId; at; at = idOrNull(byId.get(at)?.parent))
      if (at === body.id)
        throw AppError.badRequest('A person cannot descend from itself or its descendants', {
          code: CHECKLIST_ERROR_CODES.parentCycle,
        });
  }
  const current = existing ? await certificates.find({ checklistPerson: existing._id }).lean() : [];
  const currentIds = new Set(current.map((certificate) => String(certificate._id)));
  if (body.certificates.some((certificate) => certificate.id && !currentIds.has(certificate.id)))
    throw notInProtocol('A certificate');
  const storedById = new Map(current.map((certificate) => [String(certificate._id), certificate]));
  body.certificates.forEach((certificate, index) =>
    refuseDocumentTypeMismatch(
      certificate.id ? storedById.get(certificate.id) : undefined,
      certificate,
      `certificates.${index}.typeOfDocument`,
    ),
  );

  const name = personName(protocol, body);
  const personId = existing?._id ?? new mongoose.Types.ObjectId();
  const fields = {
    protocol: toObjectId(body.protocolId),
    category: body.category,
    client: body.clientId ? toObjectId(body.clientId) : null,
    parent: body.parentId ? toObjectId(body.parentId) : null,
    name,
  };
  try {
    if (existing) await persons.updateOne({ _id: personId }, { $set: fields });
    else await persons.create({ _id: personId, ...fields });
  } catch (error) {
    throw isDuplicateKey(error) ? moreThanOneImmigrant() : error;
  }

  const copied = { protocolCode: protocol.code, personName: name, category: body.category };
  const keptIds = new Set(
    body.certificates.flatMap((certificate) => (certificate.id ? [certificate.id] : [])),
  );
  const removed = [...currentIds].filter((id) => !keptIds.has(id)).map(toObjectId);
  if (removed.length) await certificates.deleteMany({ _id: mongoose.trusted({ $in: removed }) });
  for (const { id, ...certificate } of body.certificates.filter((item) => item.id))
    await certificates.updateOne({ _id: toObjectId(id!) }, { $set: { ...certificate, ...copied } });
  const added = body.certificates.filter((certificate) => !certificate.id);
  if (added.length)
    await certificates.insertMany(
      added.map(({ id: _id, ...certificate }) => ({
        ...certificate,
        ...copied,
        protocol: fields.protocol,
        checklistPerson: personId,
      })),
    );
  const [saved, savedCertificates] = await Promise.all([
    persons.findById(personId).lean(),
    certificates.find({ checklistPerson: personId }).sort({ _id: 1 }).lean(),
  ]);
  await auditChecklist(
    connection,
    caller,
    existing ? 'UPDATE' : 'CREATE',
    protocol,
    personFace(existing, current),
    personFace(saved ?? undefined, savedCertificates),
  );
  const freshness = await freshnessToday(remotes);
  return { created: !existing, person: await personNode(connection, protocol, String(personId), freshness) };
}

/**
 * `DELETE /api/certificate/{id}`: removes a checklist person with all its certificates (spec 5), refused while
 * another person descends from it (spec 8); or removes the one certificate the id names.
 */
export async function removeFromChecklist(connection: Connection, caller: Caller, id: string): Promise<void> {
  const persons = checklistPersonModel(connection);
  const certificates = certificateModel(connection);
  const person = await persons.findById(id).lean();
  if (person) {
    const protocol = await findWritableProtocol(connection, String(person.protocol));
    const linked = await persons.find({ parent: person._id }).lean();
    if (linked.length)
      throw AppError.conflict('Another checklist person is linked to this one', {
        code: CHECKLIST_ERROR_CODES.personLinked,
        details: { persons: linked.map((child) => ({ id: String(child._id), name: child.name ?? null })) },
      });
    const removed = await certificates.find({ checklistPerson: person._id }).sort({ _id: 1 }).lean();
    await certificates.deleteMany({ checklistPerson: person._id });
    await persons.deleteOne({ _id: person._id });
    await auditChecklist(connection, caller, 'DELETE', protocol, personFace(person, removed), undefined);
    return;
  }
  const certificate = await certificates.findById(id).lean();
  if (!certificate) throw AppError.notFound('Checklist person or certificate not found');
  const protocol = await findWritableProtocol(connection, String(certificate.protocol));
  await certificates.deleteOne({ _id: certificate._id });
  await auditChecklist(connection, caller, 'DELETE', protocol, certificateAuditFace(certificate), undefined);
}
