import Router from '@koa/router';
import mongoose, { type Connection } from 'mongoose';
import { CLIENTS_INTERNAL, clientLookupBodySchema, type ClientLookup } from '@linhagem/contracts';
import { authenticate, requireService, validate } from '@linhagem/service-kit';
import { clientModel } from '../client/model';

/** The API other services call with a service token (protocols checks its clients); the BFF never routes here. */
export function internalRoutes(connection: Connection): Router {
  const router = new Router({ prefix: '/internal' });
  router.use(authenticate, requireService);

  router.post(
    CLIENTS_INTERNAL.lookupPath.replace('/internal', ''),
    validate({ body: clientLookupBodySchema }),
    async (ctx) => {
      const ids = [...new Set<string>(ctx.state.body.ids)].map((id) => new mongoose.Types.ObjectId(id));
      const docs = await clientModel(connection)
        .find({ _id: mongoose.trusted({ $in: ids }) }, { name: 1, birthDay: 1, cpf: 1, email: 1 })
        .lean<Array<{ _id: unknown; name: string; birthDay?: string; cpf?: string; email?: string }>>();
      const body: ClientLookup = {
        clients: docs.map((d) => ({
          id: String(d._id),
          name: d.name,
          birthDay: d.birthDay ?? null,
          cpf: d.cpf ?? null,
          email: d.email ?? null,
        })),
      };
      ctx.body = body;
    },
  );
  return router;
}
