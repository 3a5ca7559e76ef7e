import mongoose, { type Connection } from 'mongoose';
import {
  CLIENT_ERROR_CODES,
  CLIENT_LINK_FIELDS,
  CLIENT_MESSAGES,
  CLIENT_SORT_FIELDS,
  missingWeddingDetails,
  parseSort,
  toPage,
  type Client,
  type ClientBody,
  type LinkedClients,
  type ClientFilter,
  type ClientSummary,
  type Page,
  type PaginationQuery,
} from '@linhagem/contracts';
import { AppError, cachedCount, toObjectId, type Caller } from '@linhagem/service-kit';
import { recordAudit } from '../audit/service';
import { countClientProtocols } from '../protocols/protocolsClient';
import { clientModel, type ClientDocument } from './model';
import {
  namePrefixConditions,
  normalizeSearchText,
  partialTextRegex,
  wordPrefixConditions,
} from './searchText';
import { toStoredFields, type StoredFields } from './storedFields';
import { toClient, toSummary } from './toClient';
import { syncSpouse } from './syncSpouse';

const WEDDING_FIELDS = ['maritalStatus', 'spouse', 'spousesName', 'wedding'] as const;

const idOf = (value: unknown) => (value ? String(value) : undefined);

export async function findClient(connection: Connection, id: string): Promise<ClientDocument> {
  const doc = await clientModel(connection).findById(id);
  if (!doc) throw AppError.notFound('Client not found');
  return doc;
}

/** `GET /api/client/:id`: the client, and the id and name of each client it links (one more indexed read). */
export async function getClient(connection: Connection, id: string): Promise<Client> {
  const doc = await findClient(connection, id);
  const client = toClient(doc);
  const linkIds = CLIENT_LINK_FIELDS.flatMap((field) => (client[field] ? [toObjectId(client[field])] : []));
  if (linkIds.length === 0) return client;
  const linked = await clientModel(connection)
    .find({ _id: mongoose.trusted({ $in: linkIds }) }, { name: 1 })
    .lean<{ _id: mongoose.Types.ObjectId; name: string }[]>();
  const names = new Map(linked.map((l) => [String(l._id), l.name]));
  const linkedClients: LinkedClients = {};
  for (const field of CLIENT_LINK_FIELDS) {
    const linkId = client[field];
    const name = linkId ? names.get(linkId) : undefined;
    if (linkId && name !== undefined) linkedClients[field] = { id: linkId, name };
  }
  return { ...client, linkedClients };
}

/** `GET /api/client`: a short list by name, for pickers. */
export async function listClients(connection: Connection, size: number): Promise<ClientSummary[]> {
  const docs = await clientModel(connection).find().sort({ searchName: 1, _id: 1 }).limit(size);
  return docs.map(toSummary);
}

/**
 * `GET /api/client/s/10?name=`: every typed word must start a word of the name (or of one of its variants), ignoring
 * case and accents. Two queries each an index answers, merged: by the name (walking the name index in order), and
 * by a known spelling (the words index holds only clients with variants). One query with `$or`
 * read most of 50,000 clients when few matched: p95 110 ms against 13 ms (docs/adr-load-profile.md, fourth pass).
 */
export async function quickSearch(
  connection: Connection,
  term: string,
  limit: number,
): Promise<ClientSummary[]> {
  const conditions = namePrefixConditions(term);
  if (conditions.length === 0) return [];
  const model = clientModel(connection);
  // the first page in name order (searchName kept to merge the two)
  const firstPage = (where: Record<string, unknown>) =>
    model
      .find(where, { ...SUMMARY_FIELDS, searchName: 1 })
      .sort({ searchName: 1, _id: 1 })
      .limit(limit)
      .lean<ClientDocument[]>();
  const [byName, bySpelling] = await Promise.all([
    // the planner walks the name index (model.ts), on the embedded engine and on MongoDB alike
    firstPage({ $and: conditions }),
    // told to read the words index: walking names in order would test every client for a few spellings
    firstPage({ $and: wordPrefixConditions(term) }).hint({ searchWords: 1 }),
  ]);
  const merged = new Map([...byName, ...bySpelling].map((doc) => [String(doc._id), doc]));
  return [...merged.values()]
    .sort((a, b) => compareText(a.searchName, b.searchName) || compareText(String(a._id), String(b._id)))
    .slice(0, limit)
    .map(toSummary);
}

/** The engine's order for these strings (normalized names, hex ids): by code unit. */
const compareText = (a = '', b = '') => (a < b ? -1 : a > b ? 1 : 0);

const SUMMARY_FIELDS = { name: 1, typeOfPerson: 1, birthDay: 1, cpf: 1, cnpj: 1 };

export function clientWhere(filter: ClientFilter): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  if (filter.name) and.push(...namePrefixConditions(filter.name));
  if (filter.document) {
    const document = filter.document.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    if (document) and.push({ documents: new RegExp(`^${document}`) });
  }
  if (filter.email) and.push({ email: partialTextRegex(filter.email) });
  // Next to a name or state filter, tags are tested on the documents those walk (in name order) instead of
  // steering the plan to the tags index, whose matches would all need sorting.
  const tagsAside = Boolean(filter.name || filter.state);
  for (const tag of filter.tags ?? [])
    and.push({ tags: tagsAside ? mongoose.trusted({ $all: [tag] }) : tag });
  if (filter.typeOfPerson) and.push({ typeOfPerson: filter.typeOfPerson });
  if (filter.gender) and.push({ gender: filter.gender });
  if (filter.maritalStatus) and.push({ maritalStatus: filter.maritalStatus });
  if (filter.alive !== undefined) and.push({ alive: filter.alive });
  if (filter.state) and.push({ 'address.state': filter.state });
  // beyond the spec, for the list's filters: city and e-mail match parts, case- and accent-insensitive, like the name
  if (filter.city) and.push({ 'address.city': partialTextRegex(filter.city) });
  return and.length > 0 ? { $and: and } : {};
}

export function clientSort(sort: string | undefined): Record<string, 1 | -1> {
  const { field, direction } = parseSort(sort?.replace(/^c\./, ''), 'name,asc');
  if (!(CLIENT_SORT_FIELDS as readonly string[]).includes(field)) {
    throw AppError.badRequest(`Cannot sort by ${field}`, { details: { allowed: CLIENT_SORT_FIELDS } });
  }
  return { [field === 'name' ? 'searchName' : field]: direction, _id: direction };
}

/** `POST /api/client/pagination`: filters of `clientFilterSchema`, default sort `name asc`. */
export async function paginateClients(
  connection: Connection,
  filter: ClientFilter,
  query: PaginationQuery,
): Promise<Page<Client>> {
  const model = clientModel(connection);
  const where = clientWhere(filter);
  const sort = clientSort(query.sort);
  const skipped = (query.page - 1) * query.size;
  const docs = await model.find(where).sort(sort).skip(skipped).limit(query.size).lean<ClientDocument[]>();
  // a partial page (or an empty first page) already tells the total
  const partial = docs.length < query.size && (docs.length > 0 || query.page === 1);
  const total = partial
    ? skipped + docs.length
    : await cachedCount(model, JSON.stringify(filter), where, () =>
        Object.keys(where).length === 0 ? model.estimatedDocumentCount() : model.countDocuments(where),
      );
  return toPage(docs.map(toClient), total, query.page, query.size);
}

async function checkLinks(connection: Connection, fields: StoredFields, selfId: string | undefined) {
  const model = clientModel(connection);
  for (const field of CLIENT_LINK_FIELDS) {
    const id = fields[field];
    if (!id) continue;
    if (id === selfId)
      throw AppError.badRequest(`A client cannot be their own ${field}`, {
        code: CLIENT_MESSAGES.selfLink,
        details: { field },
      });
    if (!(await model.exists({ _id: toObjectId(id) }))) {
      throw AppError.badRequest(`The ${field} is no client`, {
        code: CLIENT_ERROR_CODES.linkNotFound,
        details: { field },
      });
    }
  }
}

function alreadyMarried(name: string): AppError {
  return AppError.conflict(`${name} already married currently!`, {
    code: CLIENT_ERROR_CODES.alreadyMarried,
    details: { name },
  });
}

/** spec 5: a client with a current marriage cannot get another; checked for the client and the new spouse. */
async function checkCurrentMarriage(
  connection: Connection,
  fields: StoredFields,
  existing: ClientDocument | undefined,
) {
  const spouseId = fields.spouse;
  const current = fields.wedding?.current === true;
  if (!spouseId || !current) return;
  const model = clientModel(connection);
  const selfId = existing ? String(existing._id) : undefined;
  if (existing?.wedding?.current && existing.spouse && String(existing.spouse) !== spouseId) {
    throw alreadyMarried(existing.name);
  }
  if (selfId) {
    const other = await model.findOne({
      spouse: toObjectId(selfId),
      'wedding.current': true,
      _id: mongoose.trusted({ $ne: toObjectId(spouseId) }),
    });
    if (other) throw alreadyMarried(existing!.name);
  }
  const spouse = await findClient(connection, spouseId);
  if (spouse.wedding?.current && spouse.spouse && idOf(spouse.spouse) !== selfId)
    throw alreadyMarried(spouse.name);
  const rival = await model.findOne({
    spouse: toObjectId(spouseId),
    'wedding.current': true,
    ...(selfId ? { _id: mongoose.trusted({ $ne: toObjectId(selfId) }) } : {}),
  });
  if (rival) throw alreadyMarried(spouse.name);
}

async function checkDuplicateName(connection: Connection, name: string, selfId: string | undefined) {
  const duplicates = await clientModel(connection)
    .find({
      searchName: normalizeSearchText(name),
      ...(selfId ? { _id: mongoose.trusted({ $ne: toObjectId(selfId) }) } : {}),
    })
    .limit(5);
  if (duplicates.length > 0) {
    throw AppError.conflict(`There is already a client named ${name}; confirm to save anyway`, {
      code: CLIENT_ERROR_CODES.duplicateName,
      details: { duplicates: duplicates.map((d) => ({ id: String(d._id), name: d.name })) },
    });
  }
}

function weddingChanged(fields: StoredFields, existing: ClientDocument | undefined): boolean {
  if (!existing) return true;
  const before = toClient(existing) as Record<string, unknown>;
  return WEDDING_FIELDS.some((f) => JSON.stringify(before[f] ?? null) !== JSON.stringify(fields[f] ?? null));
}

/** `POST /api/client` and `POST /api/client/:id`: every check first, then one save, its audit, then the spouse's mirror. */
export async function saveClient(
  connection: Connection,
  caller: Caller,
  body: ClientBody,
  id?: string,
  /** a new person the public portal creates for this protocol, which links it next */
  pendingLink?: string,
): Promise<Client> {
  const model = clientModel(connection);
  const existing = id ? await findClient(connection, id) : undefined;
  if (existing && body.version !== undefined && body.version !== existing.get('version')) {
    throw AppError.conflict('The client was changed by someone else; reload and try again');
  }
  const fields = toStoredFields(body);
  await checkLinks(connection, fields, id);
  await checkCurrentMarriage(connection, fields, existing);
  const nameChanged = !existing || existing.searchName !== normalizeSearchText(body.name);
  if (nameChanged && !body.confirmDuplicateName) await checkDuplicateName(connection, body.name, id);
  if (!body.confirmIncompleteWedding && weddingChanged(fields, existing)) {
    const missing = missingWeddingDetails(body);
    if (missing.length > 0) {
      throw AppError.conflict('The wedding details are incomplete; confirm to save anyway', {
        code: CLIENT_ERROR_CODES.incompleteWedding,
        details: {
          missing,
        },
      });
    }
  }

  const before = existing ? toClient(existing) : undefined;
  const previousSpouse = existing ? idOf(existing.spouse) : undefined;
  const doc = existing ?? new model();
  for (const [field, value] of Object.entries(fields)) doc.set(field, value);
  if (pendingLink && !existing)
    doc.set('pendingLink', { protocol: toObjectId(pendingLink), since: new Date() });
  await doc.save();
  const saved = toClient(doc);
  const target = { entityId: saved.id, entityName: saved.name };
  await recordAudit(connection, caller, existing ? 'UPDATE' : 'CREATE', target, before, saved);
  await syncSpouse(connection, caller, doc, previousSpouse);
  return saved;
}

/** `DELETE /api/client/:id`: refused while a wedding, a relative link or a protocol points at the client. */
export async function deleteClient(
  connection: Connection,
  caller: Caller,
  id: string,
  protocolsBaseUrl?: string,
) {
  const model = clientModel(connection);
  const doc = await findClient(connection, id);
  const linkedAsSpouse = await model.exists({ spouse: doc._id });
  if (linkedAsSpouse || (doc.spouse && doc.wedding?.current)) {
    throw AppError.conflict('There is some wedding for this client', { code: CLIENT_ERROR_CODES.hasWedding });
  }
  const relatives = await model
    .find({ $or: [{ father: doc._id }, { mother: doc._id }, { responsible: doc._id }] })
    .limit(10);
  if (relatives.length > 0) {
    throw AppError.conflict('Other clients link this client as father, mother or responsible', {
      code: CLIENT_ERROR_CODES.hasRelatives,
      details: {
        clients: relatives.map((r) => ({ id: String(r._id), name: r.name })),
      },
    });
  }
  const protocols = await countClientProtocols(id, protocolsBaseUrl);
  if (protocols > 0)
    throw AppError.conflict('There is some protocol for this client', {
      code: CLIENT_ERROR_CODES.hasProtocol,
      details: {
        count: protocols,
      },
    });
  const before = toClient(doc);
  // through the document, so the cached totals forget only the filters it matched
  await doc.deleteOne();
  await recordAudit(connection, caller, 'DELETE', { entityId: id, entityName: doc.name }, before, undefined);
}
