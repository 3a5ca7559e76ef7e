import mongoose, { type Connection } from 'mongoose';
import { DEFAULT_LANGUAGE, DEFAULT_PROTOCOL_STAGE } from '@linhagem/contracts';
import {
  diffRecords,
  forgetCounts,
  writeImport,
  type Caller,
  type ImportTarget,
} from '@linhagem/service-kit';
import { generateAccessCode } from '../protocol/generateAccessCode';
import { reserveCodes } from '../protocol/counter';
import { clientSearchWordsOf, protocolModel, searchWordsOf } from '../protocol/model';
import { ENTITY } from '../protocol/service';
import type { ProtocolPlan, StoredProtocol } from './applyProtocolImport';

const BATCH = 500;
const oid = (id: string) => new mongoose.Types.ObjectId(id);
type ImportDoc = { _id: mongoose.Types.ObjectId; fileName: string; sha256: string; rows: number };
type Searched = Parameters<typeof searchWordsOf>[0];

/** The words the lists search, from a protocol as it is or will be. */
const derivedOf = (record: Record<string, unknown>) => {
  const clients = (record.clients ?? []) as { name?: string }[];
  return {
    clientSearchWords: clientSearchWordsOf(clients.map((c) => c.name ?? '')),
    searchWords: searchWordsOf(record as Searched),
  };
};

/** The protocols as an import's journal puts them back: their search words recomputed, their version raised. */
export const protocolImportTarget = (connection: Connection): ImportTarget => ({
  collection: () => protocolModel(connection).collection,
  derived: derivedOf,
  versionField: '__v',
  changed: () => forgetCounts(protocolModel(connection)),
});

/** What the audit shows of an imported protocol: the fields an import writes. */
const auditFace = (p: Record<string, unknown>) => ({
  code: p.code,
  name: p.name,
  familyName: p.familyName ?? '',
  description: p.description ?? '',
  stage: p.stage,
  status: p.status,
  filingDate: p.filingDate ?? null,
  mainClient: p.mainClient ? String(p.mainClient) : null,
});

/**
 * Writes a planned protocols import all or nothing (service-kit `writeImport`: a journal first, put back on any
 * failure): the new protocols take consecutive codes of the year's series (given back if the import fails and no
 * other took a later one), each with its access code and first stage; updates write only their fields (a new
 * stage joins the history). Each protocol has its audit entry naming the file.
 */
export async function writeProtocolImport(
  connection: Connection,
  caller: Caller,
  doc: ImportDoc,
  { creates, updates }: ProtocolPlan,
): Promise<{ created: number; updated: number }> {
  const model = protocolModel(connection);
  const changed = updates.filter((u) => Object.keys(u.set).length);
  const journal = [
    ...creates.map((c) => ({ action: 'CREATE' as const, recordId: c.protocolId, row: c.row.row })),
    ...changed.map((u) => ({
      action: 'UPDATE' as const,
      recordId: u.protocolId,
      row: u.row.row,
      before: Object.fromEntries(
        [
          ...Object.keys(u.set),
          ...(u.set.stage ? ['stageHistory'] : []),
          ...(u.set.status ? ['active', 'finishedAt'] : []),
        ].map((f) => [f, (u.current as unknown as Record<string, unknown>)[f] ?? null]),
      ),
    })),
  ];
  const at = new Date();
  const by = { userName: caller.userName, name: caller.name };
  const common = { entity: ENTITY, field: '', ...by, at };
  const source = { field: 'import', before: null, after: doc.fileName || 'import' };
  const reserved = creates.length ? await reserveCodes(connection, 'protocol', creates.length) : undefined;
  await writeImport(
    connection,
    caller,
    doc,
    protocolImportTarget(connection),
    journal,
    async (writing) => {
      for (let i = 0; i < creates.length; i += BATCH) {
        const batch = creates.slice(i, i + BATCH).map(({ row, protocolId }, j) => {
          const status = row.fields.status ?? 'ACTIVE';
          const stage = row.fields.stage ?? DEFAULT_PROTOCOL_STAGE;
          const clients = row.client
            ? [
                {
                  _id: new mongoose.Types.ObjectId(),
                  client: oid(row.client.id),
                  name: row.client.name,
                  fromPortal: false,
                },
              ]
            : [];
          const record = {
            _id: oid(protocolId),
            code: reserved!.codes[i + j],
            budgetCode: null,
            budget: false,
            status,
            active: status === 'ACTIVE',
            stage,
            stageHistory: [{ stage, at, ...by }],
            name: row.fields.name,
            familyName: row.fields.familyName ?? '',
            description: row.fields.description ?? '',
            mainClient: row.client ? oid(row.client.id) : null,
            mainService: null,
            haveTax: false,
            language: DEFAULT_LANGUAGE,
            taxRate: 0,
            clients,
            underAges: [],
            services: [],
            accessCode: generateAccessCode(),
            currentUser: caller.kind === 'user' ? { id: caller.sub, name: caller.name } : null,
            route: null,
            lawExceptions: [],
            filingDate: row.fields.filingDate ?? null,
            convertedAt: null,
            convertedBy: null,
            finishedAt: status === 'FINISHED' ? at : null,
            quoteAccepted: null,
            createdAt: at,
            updatedAt: at,
            __v: 0,
          };
          return { ...record, ...derivedOf(record) };
        });
        // checked row by row already: written as the model stores them, without hydrating 500 documents
        await model.collection.insertMany(batch);
        await writing.audit(
          batch.map((p) => ({
            ...common,
            _id: new mongoose.Types.ObjectId(),
            entityId: p._id,
            entityName: `${p.code} ${p.name}`,
            action: 'CREATE' as const,
            changes: [source, ...diffRecords(undefined, auditFace(p))],
          })),
        );
        await writing.progress(batch.length);
      }
      for (let i = 0; i < changed.length; i += BATCH) {
        const batch = changed.slice(i, i + BATCH);
        await model.bulkWrite(
          batch.map(({ protocolId, set, current }) => {
            const status = set.status as StoredProtocol['status'] | undefined;
            const write: Record<string, unknown> = {
              ...set,
              ...(status
                ? { active: status === 'ACTIVE', finishedAt: status === 'FINISHED' ? at : null }
                : {}),
            };
            return {
              updateOne: {
                filter: { _id: oid(protocolId) },
                update: {
                  $set: { ...write, ...derivedOf({ ...current, ...write }), updatedAt: at },
                  ...(set.stage ? { $push: { stageHistory: { stage: set.stage, at, ...by } } } : {}),
                  $inc: { __v: 1 },
                },
              },
            };
          }),
        );
        await writing.audit(
          batch.map(({ protocolId, set, current }) => ({
            ...common,
            _id: new mongoose.Types.ObjectId(),
            entityId: oid(protocolId),
            entityName: `${current.code} ${current.name}`,
            action: 'UPDATE' as const,
            changes: [
              source,
              ...diffRecords(auditFace(current as never), auditFace({ ...current, ...set } as never)),
            ],
          })),
        );
        await writing.progress(batch.length);
      }
      return { rows: doc.rows, created: creates.length, updated: changed.length };
    },
    reserved?.giveBack,
  );
  return { created: creates.length, updated: changed.length };
}
