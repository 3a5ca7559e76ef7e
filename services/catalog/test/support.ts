import { randomUUID } from 'node:crypto';
import { PROTOCOLS_INTERNAL } from '@linhagem/contracts';
import { authenticate, requireService } from '@linhagem/service-kit';
import { startStandIn, startTestService, userCaller } from '@linhagem/service-kit/testing';
import { buildApp } from '../src/app';

/** services/protocols as catalog sees it: how many protocols or budgets use a type service. */
export async function startProtocolsStandIn() {
  const usage = new Map<string, number>();
  const calls: string[] = [];
  const server = await startStandIn((router) =>
    router.get(PROTOCOLS_INTERNAL.typeServiceUsageRoute, authenticate, requireService, (ctx) => {
      calls.push(`${(ctx.state.caller as { sub: string }).sub} ${ctx.params.typeServiceId}`);
      ctx.body = { count: usage.get(ctx.params.typeServiceId) ?? 0 };
    }),
  );
  return { ...server, usage, calls };
}

export type CatalogTestService = Awaited<ReturnType<typeof startCatalogTestService>>;

/** The catalog service on a fresh in-process database with a protocols stand-in, and a JSON call helper. */
export async function startCatalogTestService(options: { protocolsUrl?: string } = {}) {
  const protocols = await startProtocolsStandIn();
  const service = await startTestService(`catalog-test-${randomUUID().slice(0, 8)}`, (database) =>
    buildApp(database, { protocolsUrl: options.protocolsUrl ?? protocols.url }),
  );
  const call = userCaller(service.url, 'ADMINISTRATOR');
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
