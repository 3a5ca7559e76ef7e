import { randomUUID } from 'node:crypto';
import { PROTOCOLS_INTERNAL } from '@linhagem/contracts';
import { authenticate, requireService } from '@linhagem/service-kit';
import { startStandIn, startTestService, userCaller } from '@linhagem/service-kit/testing';
import { buildApp } from '../src/app';

/** A stand-in for services/protocols honouring the internal contract of packages/contracts/src/protocolsInternal.ts. */
export async function startProtocolsStandIn() {
  const counts = new Map<string, number>();
  const calls: string[] = [];
  const server = await startStandIn((router) =>
    router.get(PROTOCOLS_INTERNAL.clientProtocolCountRoute, authenticate, requireService, (ctx) => {
      calls.push(`${(ctx.state.caller as { sub: string }).sub} ${ctx.params.clientId}`);
      ctx.body = { count: counts.get(ctx.params.clientId) ?? 0 };
    }),
  );
  return { ...server, counts, calls };
}

export type ClientsTestService = Awaited<ReturnType<typeof startClientsTestService>>;

/** The clients service on a fresh in-process database, a protocols stand-in, and a small HTTP helper. */
export async function startClientsTestService(options: { protocolsUrl?: string } = {}) {
  const protocols = await startProtocolsStandIn();
  const service = await startTestService(`clients-test-${randomUUID().slice(0, 8)}`, (database) =>
    buildApp(database, { protocolsUrl: options.protocolsUrl ?? protocols.url }),
  );
  const call = userCaller(service.url, 'NORMAL');
  return {
    url: service.url,
    database: service.database,
    protocols,
    call,
    async close() {
      await service.close();
      await protocols.close();
    },
  };
}

/** A current marriage's complete details (spec 5), for tests that marry two clients. */
export const CURRENT_WEDDING = {
  country: 'BRASIL',
  state: 'SP',
  city: 'Campinas',
  marriedDay: '1975-06-14',
  current: true,
};
