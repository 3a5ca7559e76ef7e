import { useMemo } from 'react';
import {
  CLIENT_API,
  SIGNATURE_API,
  type Client,
  type QuoteSignatureBody,
  type SignatureOptions,
  type SignatureRequest,
  type SignatureRequestBody,
} from '@linhagem/contracts';
import { useApi } from '@linhagem/ui-kit';

/** Signature requests of services/documents (`SIGNATURE_API`) and the clients' details the dialog checks. */
export function useSignatureApi() {
  const api = useApi();
  return useMemo(
    () => ({
      list: (protocolId: string) =>
        api.get<SignatureRequest[]>(SIGNATURE_API.collection, { query: { protocolId }, loading: false }),
      send: (body: SignatureRequestBody) => api.post<SignatureRequest>(SIGNATURE_API.collection, body),
      sendQuote: (body: QuoteSignatureBody) => api.post<SignatureRequest>(SIGNATURE_API.quote, body),
      cancel: (id: string) => api.post<SignatureRequest>(SIGNATURE_API.cancel(id), {}),
      client: (id: string) => api.get<Client>(CLIENT_API.item(id), { loading: false }),
      /** whether signers may be asked for an e-mailed code (mail configured) */
      options: () => api.get<SignatureOptions>(SIGNATURE_API.options, { loading: false }),
    }),
    [api],
  );
}
export type SignatureApi = ReturnType<typeof useSignatureApi>;
