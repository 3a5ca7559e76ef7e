import Router from '@koa/router';
import mongoose from 'mongoose';
import {
  EXPORT_API,
  cashEntryFilterSchema,
  certificateFilterSchema,
  exportQuerySchema,
  protocolAuditFilterSchema,
  protocolFilterSchema,
} from '@linhagem/contracts';
import {
  EXPORT_BATCH_SIZE,
  streamAuditExport,
  exportAccess,
  route,
  streamExport,
  officeTimeZone,
} from '@linhagem/service-kit';
import { CASH_ENTRY_ORDER, cashEntryWhere } from '../cashEntry/service';
import { cashEntryModel } from '../cashEntry/model';
import { certificateQuery } from '../checklist/certificates';
import { certificateModel, type CertificateRecord } from '../checklist/model';
import { protocolModel, type ProtocolRecord } from '../protocol/model';
import { ENTITY, fewTextMatches, protocolSort, protocolWhere, type Deps } from '../protocol/service';
import { toSummary } from '../protocol/toProtocol';
import {
  CASH_ENTRY_EXPORT_COLUMNS,
  CERTIFICATE_EXPORT_COLUMNS,
  PROTOCOL_EXPORT_COLUMNS,
  billed,
  type CashEntryExportRow,
  type ProtocolExportRow,
} from './exportColumns';

type StoredProtocol = ProtocolRecord & { _id: mongoose.Types.ObjectId };

async function* protocolRows(cursor: AsyncIterable<StoredProtocol>): AsyncGenerator<ProtocolExportRow> {
  for await (const doc of cursor) yield { ...toSummary(doc), ...billed(doc) };
}

/**
 * The exports of services/protocols (docs/adr-exports.md): protocols, budgets, certificates (the work queue),
 * cash entries and the protocol audit, each with its list's own filter and sort, streamed from a cursor. Before
 * the protocol routes: `export` is no protocol id.
 */
export function exportRoutes({ connection, remotes }: Deps): Router {
  const router = new Router();
  for (const kind of ['protocol', 'budget'] as const) {
    route(
      router,
      {
        method: 'post',
        path: kind === 'protocol' ? EXPORT_API.protocols : EXPORT_API.budgets,
        access: exportAccess('NORMAL'),
        query: exportQuerySchema,
        body: protocolFilterSchema,
      },
      async ({ ctx, caller, body, query }) => {
        const order = protocolSort(query.sort);
        const few = await fewTextMatches(connection, body.text);
        const where = protocolWhere(kind === 'budget', body, await officeTimeZone());
        if (few) where._id = mongoose.trusted({ $in: few });
        const cursor = protocolModel(connection)
          .find(where, { accessCode: 0, underAges: 0, stageHistory: 0 })
          .sort(order)
          .lean<StoredProtocol[]>()
          .cursor({ batchSize: EXPORT_BATCH_SIZE });
        await streamExport(ctx, {
          connection,
          caller,
          list: kind === 'protocol' ? 'protocols' : 'budgets',
          format: query.format,
          filter: body,
          sort: query.sort,
          columns: PROTOCOL_EXPORT_COLUMNS,
          rows: protocolRows(cursor as AsyncIterable<StoredProtocol>),
        });
      },
    );
  }
  route(
    router,
    {
      method: 'post',
      path: EXPORT_API.certificates,
      access: exportAccess('NORMAL'),
      query: exportQuerySchema,
      body: certificateFilterSchema,
    },
    async ({ ctx, caller, body, query }) => {
      const { where, order } = await certificateQuery(connection, remotes, body, query.sort);
      const cursor = certificateModel(connection)
        .find(where)
        .sort(order)
        .lean<CertificateRecord[]>()
        .cursor({ batchSize: EXPORT_BATCH_SIZE });
      await streamExport(ctx, {
        connection,
        caller,
        list: 'certificates',
        format: query.format,
        filter: body,
        sort: query.sort,
        columns: CERTIFICATE_EXPORT_COLUMNS,
        rows: cursor as AsyncIterable<CertificateRecord>,
      });
    },
  );
  route(
    router,
    {
      method: 'post',
      path: EXPORT_API['cash-entries'],
      access: exportAccess('NORMAL'),
      query: exportQuerySchema,
      body: cashEntryFilterSchema,
    },
    async ({ ctx, caller, body, query }) => {
      // the protocol's code beside each entry, looked up as the cursor walks
      const cursor = cashEntryModel(connection)
        .aggregate<CashEntryExportRow>([
          { $match: cashEntryWhere(body) },
          { $sort: CASH_ENTRY_ORDER },
          {
            $lookup: {
              from: 'protocols',
              localField: 'protocol',
              foreignField: '_id',
              as: 'p',
              pipeline: [{ $project: { code: 1 } }],
            },
          },
          { $set: { protocolCode: { $first: '$p.code' } } },
          { $project: { p: 0 } },
        ])
        .cursor({ batchSize: EXPORT_BATCH_SIZE });
      await streamExport(ctx, {
        connection,
        caller,
        list: 'cash-entries',
        format: query.format,
        filter: body,
        sort: query.sort,
        columns: CASH_ENTRY_EXPORT_COLUMNS,
        rows: cursor,
      });
    },
  );
  route(
    router,
    {
      method: 'post',
      path: EXPORT_API['protocol-audit'],
      access: exportAccess('ADMINISTRATOR'),
      query: exportQuerySchema,
      body: protocolAuditFilterSchema,
    },
    async ({ ctx, caller, body, query }) => {
      const { protocolId, ...filter } = body;
      await streamAuditExport(ctx, {
        connection,
        caller,
        entity: ENTITY,
        list: 'protocol-audit',
        format: query.format,
        filter: { ...filter, entityId: protocolId },
        body,
        sort: query.sort,
      });
    },
  );
  return router;
}
