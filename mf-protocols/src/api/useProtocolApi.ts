import { useMemo } from 'react';
import {
  CASH_ENTRY_API,
  CONFIGURATION_API,
  CONTRACT_API,
  PROTOCOL_API,
  PROTOCOL_KIND_API,
  QUICK_PROTOCOL_CREATE_API,
  TYPE_SERVICE_API,
  type CashEntry,
  type CashEntryBodyInput,
  type Page,
  type Protocol,
  type ProtocolAction,
  type ProtocolBodyInput,
  type ProtocolContract,
  type ProtocolContractBody,
  type ProtocolContractSummary,
  type ProtocolDossierBodyInput,
  type ProtocolTimelineEvent,
  type QuickProtocolBodyInput,
  type StaffNotificationBody,
  type ProtocolFilter,
  type ProtocolKind,
  type ProtocolServiceBody,
  type ProtocolSummary,
  type TypeService,
  type IssuedPixCode,
  type PixCode,
  type PixReceiver,
} from '@linhagem/contracts';
import { useApi } from '@linhagem/ui-kit';

/** a budget is a protocol with `budget: true`, under its own prefix */
export type Kind = ProtocolKind;
export type ListQuery = { page: number; size: number; sort: string };
export type StaffMember = { id: string; name: string; userName: string };
export type NamedItem = { id: string; name: string };

/** The protocols API of the BFF; failures reject with ui-kit's ApiError. */
export function useProtocolApi() {
  const api = useApi();
  return useMemo(
    () => ({
      /** a list read is not a change: no loading modal */
      list: (kind: Kind, query: ListQuery, filter: ProtocolFilter) =>
        api.post<Page<ProtocolSummary>>(PROTOCOL_KIND_API[kind].pagination, filter, {
          query,
          loading: false,
        }),
      get: (protocolId: string) => api.get<Protocol>(PROTOCOL_API.item(protocolId), { loading: false }),
      /** a budget is a protocol with `budget: true`, saved under its own prefix */
      save: (kind: Kind, body: ProtocolBodyInput, protocolId?: string) => {
        const paths = PROTOCOL_KIND_API[kind];
        return api.post<Protocol>(protocolId ? paths.item(protocolId) : paths.collection, body);
      },
      /** a protocol or budget with the type services of a quick-protocol template */
      quickCreate: (kind: Kind, body: QuickProtocolBodyInput) =>
        api.post<Protocol>(PROTOCOL_KIND_API[kind].quickCreate, body),
      quickTemplates: () =>
        api.post<Page<NamedItem>>(
          QUICK_PROTOCOL_CREATE_API.pagination,
          { active: true },
          { query: { page: 1, size: 100, sort: 'name,asc' }, loading: false },
        ),
      act: (protocolId: string, action: Exclude<ProtocolAction, 'forward'>) =>
        api.post<Protocol>(PROTOCOL_API.action(protocolId, action), {}),
      forward: (protocolId: string, userId: string) =>
        api.post<Protocol>(PROTOCOL_API.action(protocolId, 'forward'), { userId }),
      staff: () => api.get<StaffMember[]>(PROTOCOL_API.staff, { loading: false }),
      /** the destination route and the Law 74/2025 exceptions */
      setDossier: (protocolId: string, body: ProtocolDossierBodyInput) =>
        api.post<Protocol>(PROTOCOL_API.dossier(protocolId), body),
      addService: (protocolId: string, body: ProtocolServiceBody) =>
        api.post<Protocol>(PROTOCOL_API.services(protocolId), body),
      removeService: (protocolId: string, serviceId: string) =>
        api.delete<Protocol>(PROTOCOL_API.service(protocolId, serviceId)),
      repriceService: (protocolId: string, serviceId: string) =>
        api.post<Protocol>(PROTOCOL_API.reprice(protocolId, serviceId), {}),
      cashEntries: (protocolId: string) =>
        api.post<Page<CashEntry>>(
          CASH_ENTRY_API.pagination,
          { protocolId },
          { query: { page: 1, size: 100 }, loading: false },
        ),
      addCashEntry: (body: CashEntryBodyInput) => api.post<CashEntry>(CASH_ENTRY_API.collection, body),
      removeCashEntry: (entryId: string) => api.delete<unknown>(CASH_ENTRY_API.item(entryId)),
      /** the case's Pix code for an amount, computed and recorded nowhere (409 without a Pix key) */
      pixCode: (protocolId: string, amount: number) =>
        api.get<PixCode>(PROTOCOL_API.pix(protocolId), { query: { amount }, loading: false }),
      issuePixCode: (protocolId: string, amount: number) =>
        api.post<IssuedPixCode>(PROTOCOL_API.pix(protocolId), { amount }),
      /** the office's Pix receiver: an empty key means Pix is off and nothing Pix shows */
      pixReceiver: () => api.get<PixReceiver>(CONFIGURATION_API.pix, { loading: false }),
      pixCodes: (protocolId: string) =>
        api.get<IssuedPixCode[]>(PROTOCOL_API.pixCodes(protocolId), { loading: false }),
      /** the active type services the add-service modal offers */
      typeServices: () =>
        api.post<Page<TypeService>>(
          TYPE_SERVICE_API.pagination,
          { active: true },
          { query: { page: 1, size: 100, sort: 'name,asc' }, loading: false },
        ),
      contracts: () =>
        api.post<Page<NamedItem>>(
          CONTRACT_API.pagination,
          { active: true },
          { query: { page: 1, size: 100, sort: 'name,asc' }, loading: false },
        ),
      attachContract: (protocolId: string, body: ProtocolContractBody) =>
        api.post<ProtocolContract>(PROTOCOL_API.contracts(protocolId), body),
      attachedContracts: (protocolId: string) =>
        api.get<ProtocolContractSummary[]>(PROTOCOL_API.contracts(protocolId), { loading: false }),
      sendNotification: (protocolId: string, body: StaffNotificationBody) =>
        api.post<ProtocolTimelineEvent>(PROTOCOL_API.notification(protocolId), body),
      timeline: (protocolId: string) =>
        api.get<ProtocolTimelineEvent[]>(PROTOCOL_API.timeline(protocolId), { loading: false }),
    }),
    [api],
  );
}

export type ProtocolApi = ReturnType<typeof useProtocolApi>;
