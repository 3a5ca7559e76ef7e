import { randomUUID } from 'node:crypto';
import { PROTOCOLS_INTERNAL, type UserLevel } from '@linhagem/contracts';
import {
  authenticate,
  callerHeaders,
  requestJson,
  requireService,
  startStandIn,
  startTestService,
} from '@linhagem/service-kit';
import { buildApp } from './app';

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
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    level: UserLevel | null = 'ADMINISTRATOR',
  ) => {
    const headers = level ? callerHeaders(level) : { 'content-type': 'application/json' };
    const answer = await requestJson(`${service.url}${path}`, { method, headers, body });
    return { status: answer.status, body: answer.body, headers: answer.headers };
  };
  return {
    url: service.url,
    protocols,
    call,
    async close() {
      await service.close();
      await protocols.close();
    },
  };
}
