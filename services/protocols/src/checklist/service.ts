import mongoose, { type Connection } from 'mongoose';
import {
  CERTIFICATE_SORT_ALIASES,
  CERTIFICATE_SORT_FIELDS,
  CHECKLIST_ERROR_CODES,
  CHECKLIST_MESSAGES,
  accentInsensitiveRegex,
  escapeRegex,
  MAX_CLIENT_LOOKUP,
  MORE_THAN_ONE_IMMIGRANT_MESSAGE,
  computeChecklistWarnings,
  certificateProgress,
  isDocumentTypeAllowed,
  parseSort,
  progressColor,
  toPage,
  type CertificateFields,
  type CertificateFilter,
  type CertificateRow,
  type CertificateWithProgress,
  type ChecklistPersonBody,
  type ChecklistPersonNode,
  type ChecklistSendState,
  type ChecklistTree,
  type Page,
  type PaginationQuery,
  type SaveOneCertificateBody,
} from '@linhagem/contracts';
import { AppError, toObjectId, type Caller } from '@linhagem/service-kit';
import { certificateModel, checklistModel, checklistPersonModel, type CertificateRecord } from './model';
import {
  findChecklistProtocol,
  findSent,
  findWritableProtocol,
  refuseCanceled,
  type ChecklistProtocol,
} from './protocolAccess';
import { buildChecklistTree, findNode, toCertificate } from './toChecklist';
import { expiringSoonWhere, expiryOf, freshnessToday, type FreshnessToday } from './expiry';
import { protocolModel } from '../protocol/model';
import type { Remotes } from '../remote/remotes';
import { auditChecklist, certificateAuditFace, personFace, sentFace } from './checklistAudit';

const idOrNull = (value: unknown) => (value ? String(value) : null);
const notInProtocol = (what: string) =>
  AppError.badRequest(`${what} is not part of this checklist`, { code: CHECKLIST_ERROR_CODES.notInProtocol });
const moreThanOneImmigrant = () =>
  AppError.conflict(MORE_THAN_ONE_IMMIGRANT_MESSAGE, { code: CHECKLIST_ERROR_CODES.moreThanOneImmigrant });

/**
 * The certificate type and document type a save leaves behind must fit (`DOCUMENT_TYPES_BY_CERTIFICATE`); a body
 * that leaves one out keeps the stored one. A pair stored before the rule existed and left as it is stays: editing
 * a person, or a certificate's other fields, must not fail on it. `path` names the field as a schema issue would.
 */
function refuseDocumentTypeMismatch(
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
const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

function withProgress(
  record: CertificateRecord,
  route: ChecklistProtocol['route'],
  freshness: FreshnessToday,
): CertificateWithProgress {
  const certificate = toCertificate(record, route, freshness);
  const progress = certificateProgress(certificate);
  return { ...certificate, progress, color: progressColor(progress) };
}

/** The protocol's checklist persons and certificates as stored, in creation order. */
const readChecklist = (connection: Connection, protocolId: string) =>
  Promise.all([
    checklistPersonModel(connection)
      .find({ protocol: toObjectId(protocolId) })
      .sort({ _id: 1 })
      .lean(),
    certificateModel(connection)
      .find({ protocol: toObjectId(protocolId) })
      .sort({ _id: 1 })
      .lean(),
  ]);

async function loadTree(connection: Connection, protocol: ChecklistProtocol, freshness: FreshnessToday) {
  const [persons, certificates] = await readChecklist(connection, protocol.id);
  return { certificates, ...buildChecklistTree(persons, certificates, protocol.route, freshness) };
}

/** The broken-chain warnings of a tree (issue 16 item 3), from the clients its persons are. */
async function warningsOf(remotes: Remotes, protocol: ChecklistProtocol, persons: ChecklistPersonNode[]) {
  const ids: string[] = [];
  const collect = (nodes: ChecklistPersonNode[]) =>
    nodes.forEach((node) => {
      if (node.clientId) ids.push(node.clientId);
      collect(node.children);
    });
  collect(persons);
  try {
    const clients = await remotes.lookupClients([...new Set(ids)].slice(0, MAX_CLIENT_LOOKUP));
    const { route, lawExceptions } = protocol;
    return { warnings: computeChecklistWarnings({ persons, clients, route, lawExceptions }) };
  } catch (error) {
    if (error instanceof AppError && error.status === 503) return { warnings: [], warningsUnavailable: true };
    throw error;
  }
}

/** `GET /api/certificate/protocol/{id}`: the whole tree, with progress and colour on every level, and its warnings. */
export async function getChecklistTree(
  connection: Connection,
  remotes: Remotes,
  protocolId: string,
): Promise<ChecklistTree> {
  // every read at once: none needs another's answer
  const [protocol, freshness, { sent, sentAt }, [storedPersons, certificates]] = await Promise.all([
    findChecklistProtocol(connection, protocolId),
    freshnessToday(remotes),
    findSent(connection, protocolId),
    readChecklist(connection, protocolId),
  ]);
  const { progress, color, persons } = buildChecklistTree(
    storedPersons,
    certificates,
    protocol.route,
    freshness,
  );
  const expiringSoon = certificates.filter(
    (record) => expiryOf(record, protocol.route, freshness).expiringSoon,
  ).length;
  const sum = (field: 'price' | 'translatePrice') =>
    certificates.reduce((total, certificate) => total + (certificate[field] ?? 0), 0);
  return {
    protocolId,
    protocolCode: protocol.code,
    protocolStatus: protocol.status,
    clients: [...protocol.clientNames].map(([id, name]) => ({ id, name })),
    sent,
    sentAt: sentAt ? sentAt.toISOString() : null,
    progress,
    color,
    totals: { price: sum('price'), translatePrice: sum('translatePrice') },
    persons,
    route: protocol.route,
    expiringSoon,
    ...(await warningsOf(remotes, protocol, persons)),
  };
}

async function personNode(
  connection: Connection,
  protocol: ChecklistProtocol,
  personId: string,
  freshness: FreshnessToday,
) {
  const node = findNode((await loadTree(connection, protocol, freshness)).persons, personId);
  if (!node) throw AppError.notFound('Checklist person not found');
  return node;
}

/** `GET /api/certificate/{id}`: one checklist person with its certificates and descendants. */
export async function getChecklistPerson(
  connection: Connection,
  remotes: Remotes,
  id: string,
): Promise<ChecklistPersonNode> {
  const person = await checklistPersonModel(connection).findById(id).lean();
  if (!person) throw AppError.notFound('Checklist person not found');
  const protocol = await findChecklistProtocol(connection, String(person.protocol));
  return personNode(connection, protocol, id, await freshnessToday(remotes));
}

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

/** `POST /api/certificate/pagination`: certificates across protocols, protocol code ascending by default. */
export async function paginateCertificates(
  connection: Connection,
  remotes: Remotes,
  filter: CertificateFilter,
  query: PaginationQuery,
): Promise<Page<CertificateRow>> {
  const { field, direction } = parseSort(query.sort, 'protocolCode');
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
  const certificates = certificateModel(connection);
  const [records, total] = await Promise.all([
    certificates
      .find(where)
      .sort({ [key]: direction, _id: direction })
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

/** `POST /api/protocol/{id}/checklist/send`: marks the checklist process sent, dated (spec 4). */
export async function sendChecklist(
  connection: Connection,
  caller: Caller,
  protocolId: string,
): Promise<ChecklistSendState> {
  const protocol = await findChecklistProtocol(connection, protocolId);
  refuseCanceled(protocol);
  if ((await findSent(connection, protocolId)).sent)
    throw AppError.conflict('The checklist was already sent', { code: CHECKLIST_ERROR_CODES.alreadySent });
  const sentAt = new Date();
  await checklistModel(connection).updateOne(
    { protocol: toObjectId(protocolId) },
    { $set: { sent: true, sentAt, sentBy: caller.userName } },
    { upsert: true },
  );
  await auditChecklist(connection, caller, 'UPDATE', protocol, sentFace(false, null), sentFace(true, sentAt));
  return { protocolId, sent: true, sentAt: sentAt.toISOString() };
}

/** `POST /api/protocol/{id}/checklist/cancel-send`: certificates can change again. */
export async function cancelChecklistSend(
  connection: Connection,
  caller: Caller,
  protocolId: string,
): Promise<ChecklistSendState> {
  const protocol = await findChecklistProtocol(connection, protocolId);
  refuseCanceled(protocol);
  const { sent, sentAt } = await findSent(connection, protocolId);
  if (!sent)
    throw AppError.conflict('The checklist has not been sent', { code: CHECKLIST_ERROR_CODES.notSent });
  await checklistModel(connection).updateOne(
    { protocol: toObjectId(protocolId) },
    { $set: { sent: false, sentAt: null, sentBy: null } },
  );
  await auditChecklist(connection, caller, 'UPDATE', protocol, sentFace(true, sentAt), sentFace(false, null));
  return { protocolId, sent: false, sentAt: null };
}
