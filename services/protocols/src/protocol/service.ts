import mongoose, { type Connection } from 'mongoose';
import {
  ADULT_AGE,
  DEFAULT_PROTOCOL_SORT,
  PROTOCOL_ERROR_CODES,
  PROTOCOL_SORT_FIELDS,
  ageOn,
  escapeRegex,
  hasLevel,
  parseSort,
  toPage,
  wordPrefixRegexes,
  type Page,
  type PaginationQuery,
  type Protocol,
  type ProtocolBody,
  type ProtocolFilter,
  type ProtocolSummary,
} from '@linhagem/contracts';
import {
  AppError,
  cachedCount,
  dayRange,
  officeDay,
  officeTimeZone,
  recordAudit,
  toObjectId,
  type Caller,
} from '@linhagem/service-kit';
import type { PricedTypeService, Remotes } from '../remote/remotes';
import { pricedServiceLine, typeServiceOf } from '../protocolServices/serviceLine';
import { cashEntryModel } from '../cashEntry/model';
import { nextCode } from './counter';
import { generateAccessCode } from './generateAccessCode';
import { clientLinkWhere, protocolModel, type ProtocolDocument, type ProtocolRecord } from './model';
import { toAuditFace, toProtocol, toSummary } from './toProtocol';

/** What every protocol operation needs: its database and the services it asks. */
export type Deps = { connection: Connection; remotes: Remotes };
export type Kind = 'protocol' | 'budget';

export const ENTITY = 'Protocol';

export async function findProtocol(connection: Connection, id: string): Promise<ProtocolDocument> {
  const doc = await protocolModel(connection).findById(id);
  if (!doc) throw AppError.notFound('Protocol not found');
  return doc;
}

const cashEntriesOf = (connection: Connection, protocolId: mongoose.Types.ObjectId) =>
  cashEntryModel(connection).find({ protocol: protocolId }, { type: 1, value: 1 }).lean();

/** The API face with its totals; the access code only for NORMAL and above. */
export async function presentProtocol(connection: Connection, caller: Caller, doc: ProtocolDocument) {
  const entries = await cashEntriesOf(connection, doc._id);
  return toProtocol(doc.toObject(), entries, hasLevel(caller.typeUser, 'NORMAL'));
}

/** `GET /api/protocol/{id}`: the protocol (a plain read) and its cash entries, asked together. */
export async function getProtocol(connection: Connection, caller: Caller, id: string): Promise<Protocol> {
  const [doc, entries] = await Promise.all([
    protocolModel(connection).findById(id).lean<ProtocolRecord & { _id: mongoose.Types.ObjectId }>(),
    cashEntriesOf(connection, toObjectId(id)),
  ]);
  if (!doc) throw AppError.notFound('Protocol not found');
  return toProtocol(doc, entries, hasLevel(caller.typeUser, 'NORMAL'));
}

/** Records the changed fields of one protocol write. */
export function auditProtocol(
  connection: Connection,
  caller: Caller,
  before: Protocol | undefined,
  after: Protocol,
) {
  return recordAudit(
    connection,
    caller,
    ENTITY,
    before ? 'UPDATE' : 'CREATE',
    { entityId: after.id, entityName: `${after.code} ${after.name}` },
    before && toAuditFace(before),
    toAuditFace(after),
  );
}

/** Records, in the protocol's audit, a change to a part kept in its own collection (cash entries, contracts). */
export function auditProtocolPart(
  connection: Connection,
  caller: Caller,
  protocol: ProtocolDocument,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
) {
  return recordAudit(
    connection,
    caller,
    ENTITY,
    'UPDATE',
    { entityId: String(protocol._id), entityName: `${protocol.code} ${protocol.name}` },
    before,
    after,
  );
}

/** Every client id exists, and each minor has a responsible among the protocol's clients (spec 3 underage link). */
async function checkClients(remotes: Remotes, body: ProtocolBody) {
  const found = await remotes.lookupClients(body.clients);
  const missing = body.clients.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw AppError.badRequest('Some clients do not exist', {
      code: PROTOCOL_ERROR_CODES.clientNotFound,
      details: { ids: missing },
    });
  const today = await officeDay();
  const covered = new Set(body.underAges.map((link) => link.underAgeClient));
  const alone = body.clients.filter((id) => {
    const birthDay = found.get(id)?.birthDay;
    return birthDay && ageOn(birthDay, today) < ADULT_AGE && !covered.has(id);
  });
  if (alone.length > 0)
    throw AppError.badRequest('A minor needs a responsible among the protocol clients', {
      code: PROTOCOL_ERROR_CODES.underageWithoutResponsible,
      details: { ids: alone },
    });
  return found;
}

/**
 * `POST /api/protocol/{id?}` and `POST /api/budget/{id?}`: checks, one save, its audit. A new one starts with its
 * main service as the first service line, then `typeServices` (quick creation, the main one not twice), each
 * covering all its clients and priced now; with no client yet there is nobody to price the main service for.
 */
export async function saveProtocol(
  { connection, remotes }: Deps,
  caller: Caller,
  kind: Kind,
  body: ProtocolBody,
  id?: string,
  typeServices: PricedTypeService[] = [],
): Promise<Protocol> {
  const existing = id ? await findProtocol(connection, id) : undefined;
  const budget = kind === 'budget' || body.budget;
  if (existing) {
    if (body.version !== undefined && body.version !== existing.__v)
      throw AppError.conflict('The protocol was changed by someone else; reload and try again');
    if (existing.status !== 'ACTIVE')
      throw AppError.conflict('Reactivate it first', { code: PROTOCOL_ERROR_CODES.notActive });
    if (existing.budget !== budget)
      throw AppError.conflict('Convert changes a budget into a protocol', {
        code: PROTOCOL_ERROR_CODES.budgetFlagFixed,
      });
    const kept = new Set(body.clients);
    const orphaned = existing.services.flatMap((s) => s.clients.map(String)).filter((c) => !kept.has(c));
    if (orphaned.length > 0)
      throw AppError.badRequest(
        'A service of the protocol covers a client being removed; remove the service first',
        { code: PROTOCOL_ERROR_CODES.clientNotInProtocol, details: { ids: [...new Set(orphaned)] } },
      );
  }
  const found = await checkClients(remotes, body);
  const main =
    !existing && body.mainService && body.clients.length > 0
      ? await typeServiceOf(remotes, body.mainService)
      : undefined;
  const firstLines = main
    ? [main, ...typeServices.filter((typeService) => typeService.id !== main.id)]
    : typeServices;
  const taxRate = body.haveTax && !existing?.haveTax ? await remotes.taxRate() : (existing?.taxRate ?? 0);

  const before = existing ? await presentProtocol(connection, caller, existing) : undefined;
  const doc = existing ?? new (protocolModel(connection))();
  const previousLinks = new Map(existing?.clients.map((c) => [String(c.client), c]));
  doc.set({
    name: body.name,
    familyName: body.familyName,
    description: body.description,
    mainClient: body.mainClient ? toObjectId(body.mainClient) : null,
    mainService: body.mainService ? toObjectId(body.mainService) : null,
    haveTax: body.haveTax,
    language: body.language,
    taxRate,
    ...(body.filingDate === undefined ? {} : { filingDate: body.filingDate || null }),
    clients: body.clients.map((client) => ({
      _id: previousLinks.get(client)?._id ?? new mongoose.Types.ObjectId(),
      fromPortal: previousLinks.get(client)?.fromPortal ?? false,
      client: toObjectId(client),
      name: found.get(client)!.name,
    })),
    underAges: body.underAges.map((link) => ({
      client: toObjectId(link.client),
      underAgeClient: toObjectId(link.underAgeClient),
    })),
  });
  if (!existing || existing.stage !== body.stage) {
    doc.stage = body.stage;
    doc.stageHistory.push({
      stage: body.stage,
      at: new Date(),
      userName: caller.userName,
      name: caller.name,
    });
  }
  if (!existing) {
    doc.budget = budget;
    doc.code = await nextCode(connection, budget ? 'budget' : 'protocol');
    doc.accessCode = generateAccessCode();
    doc.currentUser = caller.kind === 'user' ? { id: caller.sub, name: caller.name } : null;
    doc.set(
      'services',
      firstLines.map((typeService) => pricedServiceLine(typeService, body.clients)),
    );
  }
  await doc.save();
  const saved = await presentProtocol(connection, caller, doc);
  await auditProtocol(connection, caller, before, saved);
  return saved;
}

/** The search box's condition: each typed word starts one of the case's words (a range of the words index). */
const textConditions = (text: string | undefined) =>
  wordPrefixRegexes(text ?? '').map((regex) => ({ searchWords: regex }));

/** `timeZone`: whose calendar days `createdFrom` and `createdTo` are (the office's, officeTimeZone()). */
export function protocolWhere(
  budget: boolean,
  filter: ProtocolFilter,
  timeZone: string,
): Record<string, unknown> {
  const where: Record<string, unknown> = { budget };
  const and: Record<string, unknown>[] = textConditions(filter.text);
  if (filter.code) where.code = new RegExp(escapeRegex(filter.code), 'i');
  for (const regex of wordPrefixRegexes(filter.clientName ?? '')) and.push({ clientSearchWords: regex });
  if (filter.status) where.status = filter.status;
  if (filter.stage) where.stage = filter.stage;
  if (filter.userId) where['currentUser.id'] = filter.userId;
  const createdAt = dayRange(filter.createdFrom, filter.createdTo, timeZone);
  if (createdAt) where.createdAt = createdAt;
  if (and.length > 0) where.$and = and;
  return where;
}

export function protocolSort(sort: string | undefined): Record<string, 1 | -1> {
  const { field, direction } = parseSort(sort?.replace(/^p\./, ''), DEFAULT_PROTOCOL_SORT);
  if (!(PROTOCOL_SORT_FIELDS as readonly string[]).includes(field))
    throw AppError.badRequest(`Cannot sort by ${field}`, { details: { allowed: PROTOCOL_SORT_FIELDS } });
  return { [field]: direction, _id: direction };
}

/** Most protocols and budgets one client's tab lists. */
export const MAX_CLIENT_PROTOCOLS = 200;

/** `GET /api/protocol/client/{clientId}`: the protocols and budgets linking the client (any status), by code. */
export async function listClientProtocols(
  connection: Connection,
  clientId: string,
): Promise<ProtocolSummary[]> {
  const docs = await protocolModel(connection)
    .find(clientLinkWhere(toObjectId(clientId)), {
      accessCode: 0,
      services: 0,
      underAges: 0,
      stageHistory: 0,
    })
    .sort({ budget: 1, code: 1 })
    .limit(MAX_CLIENT_PROTOCOLS)
    .lean();
  return docs.map(toSummary);
}

/** Up to this many cases matching the search box are read by id; more are paged through the list's own order. */
export const FEW_TEXT_MATCHES = 200;

/**
 * The ids of every case (protocols and budgets) the search box's words match, when there are at most
 * FEW_TEXT_MATCHES: read through the words index and stopped past that many. A typed family name or code number
 * matches a few cases, and walking the whole list in code order to find them would read every case; a common
 * word matches many, which the code order finds a page of at once.
 */
export async function fewTextMatches(connection: Connection, text: string | undefined) {
  const conditions = textConditions(text);
  if (conditions.length === 0) return undefined;
  const found = await protocolModel(connection)
    .find({ $and: conditions }, { _id: 1 })
    .limit(FEW_TEXT_MATCHES + 1)
    .lean();
  return found.length > FEW_TEXT_MATCHES ? undefined : found.map((doc) => doc._id);
}

/** `POST /api/protocol/pagination` and `POST /api/budget/pagination`: default sort code ascending. */
export async function paginateProtocols(
  connection: Connection,
  kind: Kind,
  filter: ProtocolFilter,
  query: PaginationQuery,
): Promise<Page<ProtocolSummary>> {
  const model = protocolModel(connection);
  const few = await fewTextMatches(connection, filter.text);
  const where = protocolWhere(kind === 'budget', filter, await officeTimeZone());
  if (few) where._id = mongoose.trusted({ $in: few });
  const skipped = (query.page - 1) * query.size;
  const docs = await model
    .find(where, { accessCode: 0, services: 0, underAges: 0, stageHistory: 0 })
    .sort(protocolSort(query.sort))
    .skip(skipped)
    .limit(query.size)
    .lean();
  const partial = docs.length < query.size && (docs.length > 0 || query.page === 1);
  // counting every match is most of a page's time: the total is cached per filter (the model forgets it on writes);
  // a few matches are counted by id at once, and never cached: a new case among them would not be seen by their ids
  const total = partial
    ? skipped + docs.length
    : few
      ? await model.countDocuments(where)
      : await cachedCount(model, `${kind}:${JSON.stringify(filter)}`, where, () =>
          model.countDocuments(where),
        );
  return toPage(docs.map(toSummary), total, query.page, query.size);
}
