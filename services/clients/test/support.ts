import { randomUUID } from 'node:crypto';
import { PROTOCOLS_INTERNAL } from '@linhagem/contracts';
import { startCountStandIn, startTestService, userCaller } from '@linhagem/service-kit/testing';
import { buildApp } from '../src/app';

/** A stand-in for services/protocols honouring the internal contract of packages/contracts/src/protocolsInternal.ts. */
export const startProtocolsStandIn = () =>
  startCountStandIn(PROTOCOLS_INTERNAL.clientProtocolCountRoute, 'clientId');

export type ClientsTestService = Awaited<ReturnType<typeof startClientsTestService>>;

/** The clients service on a fresh in-process database, a protocols stand-in, and a small HTTP helper. */
export async function startClientsTestService(
  options: { protocolsUrl?: string; maxGedcomBytes?: number } = {},
) {
  const protocols = await startProtocolsStandIn();
  const service = await startTestService(`clients-test-${randomUUID().slice(0, 8)}`, (database) =>
    buildApp(database, { ...options, protocolsUrl: options.protocolsUrl ?? protocols.url }),
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
