import { randomUUID } from 'node:crypto';
import type { UserLevel } from '@linhagem/contracts';
import {
  callerHeaders,
  requestJson,
  startTestService,
  type TestService,
} from '@linhagem/service-kit/testing';
import { buildApp as buildCatalog } from '../../catalog/src/app';
import { buildApp as buildClients } from '../../clients/src/app';
import { buildApp as buildProtocols } from '../../protocols/src/app';
import { buildApp } from '../src/app';

/**
 * The real clients, catalog and protocols apps in-process, each on its own in-memory database, and the documents
 * box that renders from their internal APIs (found through `PROTOCOLS_URL` and `CATALOG_URL`, as in production).
 */
export async function startRenderStack() {
  const unique = randomUUID().slice(0, 8);
  const nobody = 'http://127.0.0.1:9';
  const clients = await startTestService(`render-clients-${unique}`, (db) =>
    buildClients(db, { protocolsUrl: nobody }),
  );
  const catalog = await startTestService(`render-catalog-${unique}`, (db) =>
    buildCatalog(db, { protocolsUrl: nobody }),
  );
  const protocols = await startTestService(`render-protocols-${unique}`, (db) =>
    buildProtocols(db, { clientsUrl: clients.url, catalogUrl: catalog.url, identityUrl: nobody }),
  );
  const saved = { protocols: process.env.PROTOCOLS_URL, catalog: process.env.CATALOG_URL };
  process.env.PROTOCOLS_URL = protocols.url;
  process.env.CATALOG_URL = catalog.url;
  const documents = await startTestService(`render-documents-${unique}`, buildApp);
  const boxes: TestService[] = [documents, protocols, catalog, clients];

  /** A JSON call to one box as a user of `level` (the BFF's forwarded caller). */
  const call = async (
    box: TestService,
    method: string,
    path: string,
    body?: unknown,
    level: UserLevel = 'ADMINISTRATOR',
  ) => {
    const answer = await requestJson(`${box.url}${path}`, { method, headers: callerHeaders(level), body });
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
    return answer.body;
  };
  /** A call to the documents box answered with bytes (a PDF) or a JSON refusal. */
  const fetchPdf = async (
    method: 'GET' | 'POST',
    path: string,
    {
      body,
      level = 'LIMITED',
      headers = {},
    }: { body?: unknown; level?: UserLevel | null; headers?: Record<string, string> } = {},
  ) => {
    const response = await fetch(`${documents.url}${path}`, {
      method,
      headers: {
        ...(level ? callerHeaders(level) : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const json = response.headers.get('content-type')?.includes('json')
      ? JSON.parse(bytes.toString())
      : undefined;
    return { status: response.status, headers: response.headers, bytes, json };
  };
  return {
    clients,
    catalog,
    protocols,
    documents,
    call,
    fetchPdf,
    async close() {
      for (const box of boxes) await box.close();
      process.env.PROTOCOLS_URL = saved.protocols;
      process.env.CATALOG_URL = saved.catalog;
      if (saved.protocols === undefined) delete process.env.PROTOCOLS_URL;
      if (saved.catalog === undefined) delete process.env.CATALOG_URL;
    },
  };
}
export type RenderStack = Awaited<ReturnType<typeof startRenderStack>>;
