import { useMemo } from 'react';
import {
  CONFIGURATION_API,
  COUNTRY_API,
  PUBLIC_API,
  type CountryListItem,
  type Language,
  type LoginPageConfiguration,
  type OfficeContact,
  type PortalPixCode,
  type PublicClientLink,
  type PublicPersonBodyInput,
  type PublicProtocolInfo,
  type PublicUnderageLink,
} from '@linhagem/contracts';
import { useApi, type RequestOptions } from '@linhagem/ui-kit';

/** No session here: a 401 never signs anyone out, the access code in the path is the credential. */
const PUBLIC: RequestOptions = { skipAuth: true };

export type CreatedPerson = PublicClientLink & { underage?: PublicUnderageLink };

/** spec 7 "Public portal": every call of the family's pages, by protocol and access code. */
export function usePublicApi() {
  const api = useApi();
  return useMemo(
    () => ({
      info: (protocolId: string, code: string) =>
        api.get<PublicProtocolInfo>(PUBLIC_API.protocol(protocolId, code), PUBLIC),
      persons: (protocolId: string, code: string) =>
        api.get<PublicClientLink[]>(PUBLIC_API.clients(protocolId, code), PUBLIC),
      underages: (protocolId: string, code: string) =>
        api.get<PublicUnderageLink[]>(PUBLIC_API.withUnderage(protocolId, code), PUBLIC),
      create: (protocolId: string, code: string, body: PublicPersonBodyInput) =>
        api.post<CreatedPerson>(PUBLIC_API.clients(protocolId, code), body, PUBLIC),
      update: (protocolId: string, code: string, clientId: string, body: PublicPersonBodyInput) =>
        api.post<PublicClientLink>(PUBLIC_API.client(protocolId, code, clientId), body, PUBLIC),
      remove: (protocolId: string, code: string, clientId: string) =>
        api.delete<void>(PUBLIC_API.client(protocolId, code, clientId), { ...PUBLIC, loading: true }),
      removeUnderage: (protocolId: string, code: string, linkId: string) =>
        api.delete<void>(PUBLIC_API.underageLink(protocolId, code, linkId), { ...PUBLIC, loading: true }),
      sendNotification: (protocolId: string, code: string, message: string) =>
        api.post<unknown>(PUBLIC_API.sendNotification(protocolId, code), { message }, PUBLIC),
      /** the Pix code of what the family owes now (none, 204, without a Pix key or with nothing due) */
      pix: (protocolId: string, code: string) =>
        api.get<PortalPixCode | undefined>(PUBLIC_API.pix(protocolId, code), PUBLIC),
      office: () => api.get<OfficeContact>(CONFIGURATION_API.office, PUBLIC),
      loginPage: () => api.get<LoginPageConfiguration>(CONFIGURATION_API.loginPage, PUBLIC),
      countries: (language: Language) =>
        api.get<CountryListItem[]>(COUNTRY_API.collection, { ...PUBLIC, query: { lang: language } }),
    }),
    [api],
  );
}
export type PublicApi = ReturnType<typeof usePublicApi>;
