import Router from '@koa/router';
import mongoose, { type Connection } from 'mongoose';
import {
  CLIENTS_INTERNAL,
  clientBodySchema,
  clientCreateQuerySchema,
  clientLookupBodySchema,
  findByNameBodySchema,
  objectIdSchema,
  type ClientLookup,
} from '@linhagem/contracts';
import { crashPoint, findByName, internal, route } from '@linhagem/service-kit';
import { z } from 'zod';
import { clientModel, type ClientDocument } from '../client/model';
import { deleteClient, saveClient } from '../client/service';
import { toClient } from '../client/toClient';
import { lineageFields } from './lineageFields';

const clientParams = z.object({ clientId: objectIdSchema }).strict();

export type InternalRoutesOptions = { protocolsUrl?: string };

/**
 * The API other services call with a service token (protocols checks its clients; the public portal writes its
 * persons through the staff form's validation and checks); the BFF never routes here.
 */
export function internalRoutes(connection: Connection, options: InternalRoutesOptions = {}): Router {
  const router = new Router();
  const byIds = (ids: string[]) => ({
    _id: mongoose.trusted({ $in: [...new Set(ids)].map((id) => new mongoose.Types.ObjectId(id)) }),
  });

  route(
    router,
    { method: 'post', path: CLIENTS_INTERNAL.lookupPath, access: internal, body: clientLookupBodySchema },
    async ({ body }): Promise<ClientLookup> => {
      const docs = await clientModel(connection).find(byIds(body.ids)).lean<ClientDocument[]>();
      const idOrNull = (value: unknown) => (value ? String(value) : null);
      return {
        clients: docs.map((d) => ({
          id: String(d._id),
          name: d.name,
          birthDay: d.birthDay ?? null,
          cpf: d.cpf ?? null,
          email: d.email ?? null,
          birthCity: d.birthPlace?.city || null,
          // what the dossier reads
          nameVariants: d.nameVariants ?? [],
          gender: d.gender ?? null,
          deathDay: d.deathDay ?? null,
          alive: d.alive ?? true,
          father: idOrNull(d.father),
          mother: idOrNull(d.mother),
          spouse: idOrNull(d.spouse),
          maritalStatus: d.maritalStatus ?? null,
          marriedDay: d.wedding?.marriedDay ?? null,
          naturalisationDate: d.naturalisationDate ?? null,
          birthCountry: d.birthPlace?.country ?? null,
          ...lineageFields(d),
        })),
      };
    },
  );
  route(
    router,
    { method: 'post', path: CLIENTS_INTERNAL.readPath, access: internal, body: clientLookupBodySchema },
    async ({ body }) => {
      const docs = await clientModel(connection).find(byIds(body.ids)).lean<ClientDocument[]>();
      return { clients: docs.map(toClient) };
    },
  );
  // before the `:clientId` routes, which would take `by-name` for an id
  route(
    router,
    { method: 'post', path: CLIENTS_INTERNAL.byNamePath, access: internal, body: findByNameBodySchema },
    ({ body }) => findByName(clientModel(connection), body.names),
  );
  route(
    router,
    {
      method: 'post',
      path: CLIENTS_INTERNAL.createPath,
      access: internal,
      query: clientCreateQuerySchema,
      body: clientBodySchema,
      status: 201,
    },
    async ({ body, query, caller }) => {
      const client = await saveClient(connection, caller, body, undefined, query.pendingLink);
      // the crash drills' point: the person stored, its protocol never told
      if (query.pendingLink) crashPoint('person:after-client');
      return client;
    },
  );
  route(
    router,
    {
      method: 'post',
      path: CLIENTS_INTERNAL.clientRoute,
      access: internal,
      params: clientParams,
      body: clientBodySchema,
    },
    ({ params, body, caller }) => saveClient(connection, caller, body, params.clientId),
  );
  route(
    router,
    { method: 'delete', path: CLIENTS_INTERNAL.clientRoute, access: internal, params: clientParams },
    async ({ params, caller }) => {
      await deleteClient(connection, caller, params.clientId, options.protocolsUrl);
    },
  );
  return router;
}
