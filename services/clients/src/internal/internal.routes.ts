import Router from '@koa/router';
import mongoose, { type Connection } from 'mongoose';
import {
  CLIENTS_INTERNAL,
  clientBodySchema,
  clientLookupBodySchema,
  findByNameBodySchema,
  objectIdSchema,
  type ClientLookup,
} from '@linhagem/contracts';
import { authenticate, findByName, requireService, validate, type Caller } from '@linhagem/service-kit';
import { z } from 'zod';
import { clientModel, type ClientDocument } from '../client/model';
import { deleteClient, saveClient } from '../client/service';
import { toClient } from '../client/toClient';

const local = (path: string) => path.replace('/internal', '');
const clientParams = z.object({ clientId: objectIdSchema }).strict();

export type InternalRoutesOptions = { protocolsUrl?: string };

/**
 * The API other services call with a service token (protocols checks its clients; the public portal writes its
 * persons through the staff form's validation and checks); the BFF never routes here.
 */
export function internalRoutes(connection: Connection, options: InternalRoutesOptions = {}): Router {
  const router = new Router({ prefix: '/internal' });
  router.use(authenticate, requireService);
  const caller = (state: Record<string, unknown>) => state.caller as Caller;
  const byIds = (ids: string[]) => ({
    _id: mongoose.trusted({ $in: [...new Set(ids)].map((id) => new mongoose.Types.ObjectId(id)) }),
  });

  router.post(local(CLIENTS_INTERNAL.lookupPath), validate({ body: clientLookupBodySchema }), async (ctx) => {
    const docs = await clientModel(connection).find(byIds(ctx.state.body.ids)).lean<ClientDocument[]>();
    const idOrNull = (value: unknown) => (value ? String(value) : null);
    const body: ClientLookup = {
      clients: docs.map((d) => ({
        id: String(d._id),
        name: d.name,
        birthDay: d.birthDay ?? null,
        cpf: d.cpf ?? null,
        email: d.email ?? null,
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
      })),
    };
    ctx.body = body;
  });
  router.post(local(CLIENTS_INTERNAL.readPath), validate({ body: clientLookupBodySchema }), async (ctx) => {
    const docs = await clientModel(connection).find(byIds(ctx.state.body.ids)).lean<ClientDocument[]>();
    ctx.body = { clients: docs.map(toClient) };
  });
  // before the `:clientId` routes, which would take `by-name` for an id
  router.post(local(CLIENTS_INTERNAL.byNamePath), validate({ body: findByNameBodySchema }), async (ctx) => {
    ctx.body = await findByName(clientModel(connection), ctx.state.body.names);
  });
  router.post(local(CLIENTS_INTERNAL.createPath), validate({ body: clientBodySchema }), async (ctx) => {
    ctx.status = 201;
    ctx.body = await saveClient(connection, caller(ctx.state), ctx.state.body);
  });
  router.post(
    local(CLIENTS_INTERNAL.clientRoute),
    validate({ params: clientParams, body: clientBodySchema }),
    async (ctx) => {
      ctx.body = await saveClient(connection, caller(ctx.state), ctx.state.body, ctx.state.params.clientId);
    },
  );
  router.delete(local(CLIENTS_INTERNAL.clientRoute), validate({ params: clientParams }), async (ctx) => {
    await deleteClient(connection, caller(ctx.state), ctx.state.params.clientId, options.protocolsUrl);
    ctx.status = 204;
  });
  return router;
}
