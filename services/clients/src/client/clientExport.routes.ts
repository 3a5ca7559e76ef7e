import Router from '@koa/router';
import type { Connection } from 'mongoose';
import {
  EXPORT_API,
  clientAuditFilterSchema,
  clientFilterSchema,
  exportQuerySchema,
  type Client,
} from '@linhagem/contracts';
import {
  EXPORT_BATCH_SIZE,
  streamAuditExport,
  exportAccess,
  route,
  streamExport,
  type ExportColumn,
} from '@linhagem/service-kit';
import { clientModel, type ClientDocument } from './model';
import { clientSort, clientWhere } from './service';
import { toClient } from './toClient';

/** The columns of the exported client list (docs/adr-exports.md). */
export const CLIENT_EXPORT_COLUMNS: ExportColumn<Client>[] = [
  { header: { 'pt-BR': 'Nome', 'en-US': 'Name' }, width: 36, value: (c) => c.name },
  { header: { 'pt-BR': 'Tipo', 'en-US': 'Type' }, value: (c) => c.typeOfPerson },
  {
    header: { 'pt-BR': 'CPF/CNPJ', 'en-US': 'CPF/CNPJ' },
    value: (c) => (c.typeOfPerson === 'COMPANY' ? c.cnpj : c.cpf),
  },
  { header: { 'pt-BR': 'RG', 'en-US': 'RG' }, value: (c) => c.rg },
  { header: { 'pt-BR': 'Nascimento', 'en-US': 'Birth date' }, kind: 'date', value: (c) => c.birthDay },
  { header: { 'pt-BR': 'Gênero', 'en-US': 'Gender' }, value: (c) => c.gender },
  { header: { 'pt-BR': 'Estado civil', 'en-US': 'Marital status' }, value: (c) => c.maritalStatus },
  { header: { 'pt-BR': 'E-mail', 'en-US': 'E-mail' }, width: 30, value: (c) => c.email },
  { header: { 'pt-BR': 'Telefone', 'en-US': 'Phone' }, value: (c) => c.phoneNumber },
  { header: { 'pt-BR': 'Celular', 'en-US': 'Cell phone' }, value: (c) => c.cellPhoneNumber },
  { header: { 'pt-BR': 'Cidade', 'en-US': 'City' }, value: (c) => c.address?.city },
  { header: { 'pt-BR': 'UF', 'en-US': 'State' }, value: (c) => c.address?.state ?? c.address?.foreignState },
  { header: { 'pt-BR': 'Etiquetas', 'en-US': 'Tags' }, value: (c) => c.tags?.join(', ') },
  {
    header: { 'pt-BR': 'Cadastrado em', 'en-US': 'Created at' },
    kind: 'dateTime',
    value: (c) => c.createdAt,
  },
];

async function* clients(cursor: AsyncIterable<ClientDocument>): AsyncGenerator<Client> {
  for await (const doc of cursor) yield toClient(doc);
}

/**
 * `POST /api/client/export` and `POST /api/client/audit/export` (docs/adr-exports.md): the list's own filter and
 * sort (clientWhere, clientSort), streamed from a cursor. Before the client routes: `export` is no client id.
 */
export function clientExportRoutes(connection: Connection): Router {
  const router = new Router();
  route(
    router,
    {
      method: 'post',
      path: EXPORT_API.clients,
      access: exportAccess('NORMAL'),
      query: exportQuerySchema,
      body: clientFilterSchema,
    },
    async ({ ctx, caller, body, query }) => {
      const order = clientSort(query.sort);
      const cursor = clientModel(connection)
        .find(clientWhere(body), { searchName: 0, searchWords: 0, documents: 0 })
        .sort(order)
        .lean()
        .cursor({ batchSize: EXPORT_BATCH_SIZE });
      await streamExport(ctx, {
        connection,
        caller,
        list: 'clients',
        format: query.format,
        filter: body,
        sort: query.sort,
        columns: CLIENT_EXPORT_COLUMNS,
        rows: clients(cursor as AsyncIterable<ClientDocument>),
      });
    },
  );
  route(
    router,
    {
      method: 'post',
      path: EXPORT_API['client-audit'],
      access: exportAccess('ADMINISTRATOR'),
      query: exportQuerySchema,
      body: clientAuditFilterSchema,
    },
    async ({ ctx, caller, body, query }) => {
      const { clientId, ...filter } = body;
      await streamAuditExport(ctx, {
        connection,
        caller,
        entity: 'Client',
        list: 'client-audit',
        format: query.format,
        filter: { ...filter, entityId: clientId },
        body,
        sort: query.sort,
      });
    },
  );
  return router;
}
