import { randomUUID } from 'node:crypto';
import { PROTOCOLS_INTERNAL } from '@linhagem/contracts';
import { startCountStandIn, startTestService, userCaller } from '@linhagem/service-kit/testing';
import { buildApp } from '../src/app';

/** services/protocols as catalog sees it: how many protocols or budgets use a type service. */
export const startProtocolsStandIn = () =>
  startCountStandIn(PROTOCOLS_INTERNAL.typeServiceUsageRoute, 'typeServiceId');

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
