import type { APIRequestContext } from 'playwright-core';
import { systemState } from './state';
import { requestApi } from './ui';

export type Signer = { name: string; cpf: string; birthDay: string };

/**
 * A case whose clients are `signers` (the first its main client), the case's own quote filed as `fileName` and a
 * request for all of them to sign it: test data through the API, as an office makes it, for the signing journeys.
 */
export async function caseAwaitingSignatures(
  api: APIRequestContext,
  {
    family,
    familyName,
    signers,
    fileName,
    message,
  }: { family: string; familyName: string; signers: Signer[]; fileName: string; message: string },
) {
  const { baseURL } = systemState();
  const headers = { 'X-Requested-With': 'XMLHttpRequest', Origin: baseURL };
  const clients: string[] = [];
  for (const signer of signers)
    clients.push(
      (
        await requestApi<{ id: string }>(api, 'post', '/api/client', {
          confirmDuplicateName: true,
          ...signer,
        })
      ).id,
    );
  const { id: protocolId } = await requestApi<{ id: string }>(api, 'post', '/api/protocol', {
    name: family,
    familyName,
    mainClient: clients[0],
    clients,
  });
  const { accessCode } = await requestApi<{ accessCode: string }>(api, 'get', `/api/protocol/${protocolId}`);
  // the PDF is one the office makes: the case's own quote, rendered by services/documents, filed as the contract
  const rendered = await api.get(`${baseURL}/api/protocol/${protocolId}/quote.pdf`, { headers });
  if (!rendered.ok()) throw new Error(`quote: ${rendered.status()}`);
  const uploaded = await api.post(`${baseURL}/api/document`, {
    headers,
    multipart: {
      protocolId,
      kind: 'OTHER',
      file: { name: fileName, mimeType: 'application/pdf', buffer: await rendered.body() },
    },
  });
  if (!uploaded.ok()) throw new Error(`upload: ${uploaded.status()} ${await uploaded.text()}`);
  const documentId = ((await uploaded.json()) as { id: string }).id;
  const request = await requestApi<{ id: string }>(api, 'post', '/api/signature', {
    documentId,
    signers: clients.map((clientId) => ({ clientId })),
    ordered: false,
    expiresOn: `${new Date().getFullYear() + 1}-01-31`,
    purpose: 'CONTRACT',
    message,
  });
  return { protocolId, accessCode, clients, requestId: request.id };
}
