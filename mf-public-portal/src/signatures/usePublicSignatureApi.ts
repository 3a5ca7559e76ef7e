import { useMemo } from 'react';
import {
  PUBLIC_SIGNATURE_API,
  type DeclineBody,
  type PublicSignatureRequest,
  type SignBodyInput,
  type SignerCodeAnswer,
} from '@linhagem/contracts';
import { useApi } from '@linhagem/ui-kit';

/** The portal's signing (`PUBLIC_SIGNATURE_API`), by protocol and access code like every public call. */
export function usePublicSignatureApi() {
  const api = useApi();
  return useMemo(
    () => ({
      list: (protocolId: string, code: string) =>
        api.get<PublicSignatureRequest[]>(PUBLIC_SIGNATURE_API.list(protocolId, code), { skipAuth: true }),
      /** the family opened the request: a write (its signers read VIEWED), never a GET */
      open: (protocolId: string, code: string, id: string) =>
        api.post<PublicSignatureRequest>(PUBLIC_SIGNATURE_API.open(protocolId, code, id), undefined, {
          skipAuth: true,
        }),
      /** a one-time code mailed to that signer (requests with `emailCode`) */
      mailCode: (protocolId: string, code: string, id: string, clientId: string) =>
        api.post<SignerCodeAnswer>(
          PUBLIC_SIGNATURE_API.code(protocolId, code, id),
          { clientId },
          { skipAuth: true },
        ),
      sign: (protocolId: string, code: string, id: string, body: SignBodyInput) =>
        api.post<PublicSignatureRequest>(PUBLIC_SIGNATURE_API.sign(protocolId, code, id), body, {
          skipAuth: true,
        }),
      decline: (protocolId: string, code: string, id: string, body: DeclineBody) =>
        api.post<PublicSignatureRequest>(PUBLIC_SIGNATURE_API.decline(protocolId, code, id), body, {
          skipAuth: true,
        }),
      pageUrl: (protocolId: string, code: string, id: string, page: number) =>
        PUBLIC_SIGNATURE_API.page(protocolId, code, id, page),
      contentUrl: (protocolId: string, code: string, id: string) =>
        PUBLIC_SIGNATURE_API.content(protocolId, code, id),
      signedUrl: (protocolId: string, code: string, id: string) =>
        PUBLIC_SIGNATURE_API.signed(protocolId, code, id),
    }),
    [api],
  );
}
export type PublicSignatureApi = ReturnType<typeof usePublicSignatureApi>;
