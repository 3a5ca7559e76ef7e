import type { Connection } from 'mongoose';
import {
  PIX_CODES,
  PROTOCOL_ERROR_CODES,
  toPage,
  type CashEntry,
  type CashEntryBody,
  type CashEntryFilter,
  type Page,
  type PaginationQuery,
} from '@linhagem/contracts';
import { AppError, officeDay, toObjectId, type Caller } from '@linhagem/service-kit';
import { auditProtocolPart, findProtocol } from '../protocol/service';
import type { ProtocolDocument } from '../protocol/model';
import { cashEntryModel, type CashEntryRecord } from './model';
import { refuseForeignTxid } from '../pix/service';

export function toCashEntry(doc: CashEntryRecord & { _id: unknown }): CashEntry {
  return {
    id: String(doc._id),
    protocolId: String(doc.protocol),
    value: doc.value,
    type: doc.type,
    clientId: doc.client ? String(doc.client) : null,
    user: { id: doc.user.id, name: doc.user.name },
    observation: doc.observation,
    date: doc.date,
    pixTxid: doc.pixTxid ?? null,
    createdAt: doc.createdAt.toISOString(),
  };
}

/** A cash entry shows in the protocol's audit as `cashEntries.<id>.<field>`. */
function auditEntry(
  connection: Connection,
  caller: Caller,
  protocol: ProtocolDocument,
  entry: CashEntry,
  removed: boolean,
) {
  const { id, value, type, clientId, observation, date, pixTxid } = entry;
  const face = { cashEntries: { [id]: { value, type, clientId, observation, date, pixTxid } } };
  return auditProtocolPart(
    connection,
    caller,
    protocol,
    removed ? face : undefined,
    removed ? undefined : face,
  );
}

/** `POST /api/cash-entry`: the client, when given, must be one of the protocol's. */
export async function createCashEntry(connection: Connection, caller: Caller, body: CashEntryBody) {
  const protocol = await findProtocol(connection, body.protocolId);
  if (body.clientId && !protocol.clients.some((c) => String(c.client) === body.clientId))
    throw AppError.badRequest('The client is not one of the protocol clients', {
      code: PROTOCOL_ERROR_CODES.clientNotInProtocol,
      details: { ids: [body.clientId] },
    });
  if (body.pixTxid) {
    // only a receipt closes a code: a refund or an expense naming one is a mistake, not a payment
    if (body.type !== 'RECEIPT')
      throw AppError.badRequest('Only a receipt carries a Pix transaction id', {
        code: PIX_CODES.txidUnknown,
        details: { pixTxid: body.pixTxid },
      });
    await refuseForeignTxid(connection, protocol, body.pixTxid);
  }
  const doc = await cashEntryModel(connection).create({
    protocol: protocol._id,
    value: body.value,
    type: body.type,
    client: body.clientId ? toObjectId(body.clientId) : null,
    user: { id: caller.sub, name: caller.name, userName: caller.userName },
    observation: body.observation,
    date: body.date ?? (await officeDay()),
    pixTxid: body.pixTxid ?? null,
  });
  const entry = toCashEntry(doc.toObject());
  await auditEntry(connection, caller, protocol, entry, false);
  return entry;
}

/** `DELETE /api/cash-entry/{id}`. */
export async function deleteCashEntry(connection: Connection, caller: Caller, id: string) {
  const doc = await cashEntryModel(connection).findById(id);
  if (!doc) throw AppError.notFound('Cash entry not found');
  const protocol = await findProtocol(connection, String(doc.protocol));
  await doc.deleteOne();
  await auditEntry(connection, caller, protocol, toCashEntry(doc.toObject()), true);
}

/** The condition of the cash-entry list: its page and its export share it (always newest date first). */
export function cashEntryWhere(filter: CashEntryFilter): Record<string, unknown> {
  const where: Record<string, unknown> = {};
  if (filter.protocolId) where.protocol = toObjectId(filter.protocolId);
  if (filter.type) where.type = filter.type;
  return where;
}

/** The cash-entry list's order. */
export const CASH_ENTRY_ORDER = { date: -1, _id: -1 } as const;

/** `POST /api/cash-entry/pagination`: newest date first. */
export async function paginateCashEntries(
  connection: Connection,
  filter: CashEntryFilter,
  query: PaginationQuery,
): Promise<Page<CashEntry>> {
  const where = cashEntryWhere(filter);
  const model = cashEntryModel(connection);
  const [docs, total] = await Promise.all([
    model
      .find(where)
      .sort(CASH_ENTRY_ORDER)
      .skip((query.page - 1) * query.size)
      .limit(query.size)
      .lean(),
    model.countDocuments(where),
  ]);
  return toPage(docs.map(toCashEntry), total, query.page, query.size);
}
