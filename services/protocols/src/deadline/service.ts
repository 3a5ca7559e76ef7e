import mongoose, { type Connection, type Types } from 'mongoose';
import {
  CLOCK_ERROR_CODES,
  MAX_CLIENT_LOOKUP,
  MINOR_CHECKLIST_CATEGORIES,
  addDaysIso,
  computeDeadlines,
  type Deadline,
  type DeadlineBody,
  type DeadlineCase,
  type DeadlineKind,
  type DestinationRoute,
} from '@linhagem/contracts';
import { AppError, officeDay, toObjectId, type Caller } from '@linhagem/service-kit';
import {
  certificateModel,
  checklistPersonModel,
  type CertificateRecord,
  type ChecklistPersonRecord,
} from '../checklist/model';
import { expiryOf } from '../checklist/expiry';
import { protocolModel, type ProtocolRecord } from '../protocol/model';
import type { Deps } from '../protocol/service';
import { deadlineModel, type DeadlineRecord } from './model';

/** Most cases the office-wide reads (dashboard, notices) look at in one pass. */
export const MAX_CLOCK_CASES = 2000;

type ClockProtocol = { _id: Types.ObjectId } & Pick<
  ProtocolRecord,
  'code' | 'route' | 'filingDate' | 'lawExceptions' | 'currentUser' | 'budget'
>;
const CLOCK_FIELDS = { code: 1, route: 1, filingDate: 1, lawExceptions: 1, currentUser: 1, budget: 1 };

/** The cases' inputs to computeDeadlines, read in a few queries whatever the number of cases. */
async function loadDeadlineCases(
  { connection, remotes }: Deps,
  protocols: ClockProtocol[],
  today: string,
): Promise<Array<{ input: DeadlineCase; records: DeadlineRecord[] }>> {
  if (!protocols.length) return [];
  const ids = protocols.map((protocol) => protocol._id);
  const inIds = () => mongoose.trusted({ $in: ids });
  const [minors, certificates, records, freshness] = await Promise.all([
    checklistPersonModel(connection)
      .find({ protocol: inIds(), category: mongoose.trusted({ $in: MINOR_CHECKLIST_CATEGORIES }) })
      .lean<ChecklistPersonRecord[]>(),
    certificateModel(connection)
      .find({ protocol: inIds(), issueDate: mongoose.trusted({ $ne: null }) })
      .lean<CertificateRecord[]>(),
    deadlineModel(connection).find({ protocol: inIds() }).lean<DeadlineRecord[]>(),
    protocols.some((protocol) => protocol.route) ? remotes.dossierFreshness() : null,
  ]);
  const clientIds = [
    ...new Set(minors.map((person) => person.client && String(person.client)).filter(Boolean)),
  ];
  const clients = new Map<string, { name: string; birthDay?: string | null }>();
  for (let start = 0; start < clientIds.length; start += MAX_CLIENT_LOOKUP)
    for (const [id, client] of await remotes.lookupClients(
      clientIds.slice(start, start + MAX_CLIENT_LOOKUP) as string[],
    ))
      clients.set(id, client);
  return protocols.map((protocol) => {
    const id = String(protocol._id);
    const mine = <T extends { protocol?: unknown }>(rows: T[]): T[] =>
      rows.filter((row) => String(row.protocol) === id);
    const route = (protocol.route ?? null) as DestinationRoute | null;
    const own = mine(records);
    return {
      records: own,
      input: {
        protocolId: id,
        protocolCode: protocol.code,
        route,
        filingDate: protocol.filingDate ?? null,
        lawExceptions: protocol.lawExceptions ?? [],
        inCharge: protocol.currentUser?.id
          ? { id: protocol.currentUser.id, name: protocol.currentUser.name ?? '' }
          : null,
        minors: mine(minors).map((person) => {
          const client = person.client ? clients.get(String(person.client)) : undefined;
          return {
            checklistPersonId: String(person._id),
            name: client?.name ?? person.name ?? '',
            birthDay: client?.birthDay ?? null,
          };
        }),
        certificates: freshness
          ? mine(certificates).map((certificate) => ({
              id: String(certificate._id),
              name: [certificate.typeOfCertificate, certificate.personName].filter(Boolean).join(' · '),
              expiresOn: expiryOf(certificate, route, { freshness, today }).expiresOn,
            }))
          : [],
        manual: own
          .filter((record) => record.manual)
          .map((record) => ({
            id: String(record._id),
            date: record.date ?? today,
            title: record.title ?? '',
            kind: record.kind as DeadlineKind,
            done: record.done,
          })),
        done: new Set(own.filter((record) => !record.manual && record.done).map((record) => record.key!)),
      },
    };
  });
}

export type CaseDeadlines = { deadlines: Deadline[]; records: DeadlineRecord[] };

/** The deadlines of the given cases on `today`, each with the stored records (done marks, notices given). */
export async function deadlinesOfCases(
  deps: Deps,
  protocols: ClockProtocol[],
  today: string,
): Promise<CaseDeadlines[]> {
  const cases = await loadDeadlineCases(deps, protocols, today);
  return cases.map(({ input, records }) => ({ deadlines: computeDeadlines(input, today), records }));
}

async function findClockProtocol(connection: Connection, id: string): Promise<ClockProtocol> {
  const protocol = await protocolModel(connection).findById(id, CLOCK_FIELDS).lean<ClockProtocol>();
  if (!protocol) throw AppError.notFound('Protocol not found');
  if (protocol.budget)
    throw AppError.conflict('A budget has no legal clock: convert it first', {
      code: CLOCK_ERROR_CODES.budget,
    });
  return protocol;
}

/** `GET /api/protocol/{id}/deadlines`: computed on every read. */
export async function protocolDeadlines(deps: Deps, protocolId: string, today?: string) {
  const protocol = await findClockProtocol(deps.connection, protocolId);
  today ??= await officeDay();
  const [own] = await deadlinesOfCases(deps, [protocol], today);
  return own.deadlines;
}

/** `POST /api/protocol/{id}/deadlines`: a deadline added by hand (a court hearing, a consulate appointment). */
export async function addDeadline(deps: Deps, protocolId: string, body: DeadlineBody): Promise<Deadline> {
  const protocol = await findClockProtocol(deps.connection, protocolId);
  const saved = await deadlineModel(deps.connection).create({
    protocol: protocol._id,
    manual: true,
    kind: body.kind,
    date: body.date,
    title: body.title,
  });
  const deadlines = await protocolDeadlines(deps, protocolId);
  return deadlines.find((deadline) => deadline.id === String(saved._id))!;
}

/** `POST /api/deadline/{id}/done`: a manual deadline, or a computed one that still applies to its case. */
export async function markDeadlineDone(deps: Deps, caller: Caller, id: string): Promise<Deadline> {
  const notFound = () =>
    AppError.notFound('Deadline not found', { code: CLOCK_ERROR_CODES.deadlineNotFound });
  const Deadline = deadlineModel(deps.connection);
  const manual = !id.includes('-');
  const stored = manual ? await Deadline.findById(id).lean<DeadlineRecord>() : null;
  const protocolId = manual ? (stored ? String(stored.protocol) : '') : id.slice(0, 24);
  if (!protocolId) throw notFound();
  const current = (await protocolDeadlines(deps, protocolId).catch(() => [])).find(
    (deadline) => deadline.id === id,
  );
  if (!current) throw notFound();
  const done = { done: true, doneAt: new Date(), doneBy: caller.sub };
  if (manual) await Deadline.updateOne({ _id: toObjectId(id) }, { $set: done });
  else
    await Deadline.updateOne(
      { key: id },
      {
        $set: done,
        $setOnInsert: { protocol: toObjectId(protocolId), manual: false, kind: current.kind },
      },
      { upsert: true },
    );
  return { ...current, state: 'DONE' };
}

/** The ACTIVE protocols the office-wide reads look at (optionally those in one staff member's charge). */
export function activeClockProtocols(connection: Connection, inChargeId?: string) {
  return protocolModel(connection)
    .find(
      { budget: false, status: 'ACTIVE', ...(inChargeId ? { 'currentUser.id': inChargeId } : {}) },
      CLOCK_FIELDS,
    )
    .sort({ _id: -1 })
    .limit(MAX_CLOCK_CASES)
    .lean<ClockProtocol[]>();
}

/** `GET /api/deadline/upcoming?days=30`: the open deadlines of active cases within the window, soonest first. */
export async function upcomingDeadlines(
  deps: Deps,
  caller: Caller,
  days: number,
  mineOnly: boolean,
  today?: string,
): Promise<Deadline[]> {
  today ??= await officeDay();
  const protocols = await activeClockProtocols(deps.connection, mineOnly ? caller.sub : undefined);
  const last = addDaysIso(today, days);
  return (await deadlinesOfCases(deps, protocols, today))
    .flatMap((own) => own.deadlines)
    .filter((deadline) => deadline.state === 'OPEN' && deadline.date <= last)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}
