import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import { PROTOCOLS_RENDER_INTERNAL, objectIdText, type ProtocolRenderData } from '@linhagem/contracts';
import { AppError, internal, route, toObjectId } from '@linhagem/service-kit';
import { cashEntryModel } from '../cashEntry/model';
import { protocolModel, type ProtocolRecord } from '../protocol/model';
import { toProtocol } from '../protocol/toProtocol';
import type { Remotes } from '../remote/remotes';
import { quotePixPayload } from '../pix/service';

const params = z.object({ protocolId: objectIdText('Not an id') });

/**
 * What services/documents reads to render a quote, letter or contract (docs/adr-pdf-rendering.md): the protocol
 * or budget with its clients as the clients service knows them, its services with each client's share and its
 * totals, all computed here by the pricing and financial functions of packages/contracts.
 */
export function renderDataRoutes({ connection, remotes }: { connection: Connection; remotes: Remotes }) {
  const router = new Router();
  route(
    router,
    { method: 'get', path: PROTOCOLS_RENDER_INTERNAL.renderDataRoute, access: internal, params },
    async ({ params: { protocolId } }): Promise<ProtocolRenderData> => {
      const id = toObjectId(protocolId);
      const [doc, entries] = await Promise.all([
        protocolModel(connection).findById(id).lean<ProtocolRecord & { _id: unknown }>(),
        cashEntryModel(connection).find({ protocol: id }, { type: 1, value: 1 }).lean(),
      ]);
      if (!doc) throw AppError.notFound('Protocol not found');
      const protocol = toProtocol(doc, entries, false);
      const looked = await remotes.lookupClients(protocol.clients.map((c) => c.client));
      const nameOf = new Map(protocol.clients.map((c) => [c.client, c.name]));
      return {
        id: protocol.id,
        code: protocol.code,
        budget: protocol.budget,
        language: protocol.language,
        name: protocol.name,
        familyName: protocol.familyName,
        mainClientId: protocol.mainClient?.id ?? null,
        clients: protocol.clients.map(({ client, name }) => {
          const found = looked.get(client);
          return {
            id: client,
            name: found?.name ?? name,
            cpf: found?.cpf ?? null,
            email: found?.email ?? null,
            birthDay: found?.birthDay ?? null,
            birthCity: found?.birthCity ?? null,
          };
        }),
        services: protocol.services.map((s) => ({
          typeServiceName: s.typeServiceName,
          clients: s.clients.map((clientId, k) => ({
            id: clientId,
            name: looked.get(clientId)?.name ?? nameOf.get(clientId) ?? '',
            ...(s.price.clients[k] ?? { gross: 0, discount: 0, net: 0 }),
          })),
          price: { gross: s.price.gross, discount: s.price.discount, net: s.price.net },
        })),
        financial: protocol.financial,
        createdAt: protocol.createdAt,
        pix: await quotePixPayload(remotes, protocol.code, protocol.financial.total),
      };
    },
  );
  return router;
}
