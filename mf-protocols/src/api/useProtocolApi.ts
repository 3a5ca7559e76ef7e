import { useMemo } from 'react';
import type {
  CashEntry,
  CashEntryBodyInput,
  Page,
  Protocol,
  ProtocolAction,
  ProtocolBodyInput,
  ProtocolContract,
  ProtocolContractBody,
  ProtocolContractSummary,
  ProtocolDossierBodyInput,
  ProtocolTimelineEvent,
  QuickProtocolBodyInput,
  StaffNotificationBody,
  ProtocolFilter,
  ProtocolServiceBody,
  ProtocolSummary,
  TypeService,
} from '@linhagem/contracts';
import { useApi } from '@linhagem/ui-kit';

export type Kind = 'protocol' | 'budget';
export type ListQuery = { page: number; size: number; sort: string };
export type StaffMember = { id: string; name: string; userName: string };
export type NamedItem = { id: string; name: string };

const id = encodeURIComponent;
const protocolPath = (protocolId: string) => `/api/protocol/${id(protocolId)}`;

/** The protocols API of the BFF; failures reject with ui-kit's ApiError. */
export function useProtocolApi() {
  const api = useApi();
  return useMemo(
    () => ({
      /** a list read is not a change: no loading modal */
      list: (kind: Kind, query: ListQuery, filter: ProtocolFilter) =>
        api.post<Page<ProtocolSummary>>(`/api/${kind}/pagination`, filter, { query, loading: false }),
      get: (protocolId: string) => api.get<Protocol>(protocolPath(protocolId), { loading: false }),
      /** a budget is a protocol with `budget: true`, saved under its own prefix */
      save: (kind: Kind, body: ProtocolBodyInput, protocolId?: string) =>
        api.post<Protocol>(protocolId ? `/api/${kind}/${id(protocolId)}` : `/api/${kind}`, body),
      /** a protocol or budget with the type services of a quick-protocol template */
      quickCreate: (kind: Kind, body: QuickProtocolBodyInput) =>
        api.post<Protocol>(`/api/${kind}/quick-create`, body),
      quickTemplates: () =>
        api.post<Page<NamedItem>>(
          '/api/quick-protocol-create/pagination',
          { active: true },
          { query: { page: 1, size: 100, sort: 'name,asc' }, loading: false },
        ),
      act: (protocolId: string, action: Exclude<ProtocolAction, 'forward'>) =>
        api.post<Protocol>(`${protocolPath(protocolId)}/${action}`, {}),
      forward: (protocolId: string, userId: string) =>
        api.post<Protocol>(`${protocolPath(protocolId)}/forward`, { userId }),
      staff: () => api.get<StaffMember[]>('/api/protocol/staff', { loading: false }),
      /** the destination route and the Law 74/2025 exceptions */
      setDossier: (protocolId: string, body: ProtocolDossierBodyInput) =>
        api.post<Protocol>(`${protocolPath(protocolId)}/dossier`, body),
      addService: (protocolId: string, body: ProtocolServiceBody) =>
        api.post<Protocol>(`${protocolPath(protocolId)}/service`, body),
      removeService: (protocolId: string, serviceId: string) =>
        api.delete<Protocol>(`${protocolPath(protocolId)}/service/${id(serviceId)}`),
      repriceService: (protocolId: string, serviceId: string) =>
        api.post<Protocol>(`${protocolPath(protocolId)}/service/${id(serviceId)}/re-price`, {}),
      cashEntries: (protocolId: string) =>
        api.post<Page<CashEntry>>(
          '/api/cash-entry/pagination',
          { protocolId },
          { query: { page: 1, size: 100 }, loading: false },
        ),
      addCashEntry: (body: CashEntryBodyInput) => api.post<CashEntry>('/api/cash-entry', body),
      removeCashEntry: (entryId: string) => api.delete<unknown>(`/api/cash-entry/${id(entryId)}`),
      /** the active type services the add-service modal offers */
      typeServices: () =>
        api.post<Page<TypeService>>(
          '/api/type-service/pagination',
          { isActive: true },
          { query: { page: 1, size: 100, sort: 'name,asc' }, loading: false },
        ),
      contracts: () =>
        api.post<Page<NamedItem>>(
          '/api/contract/pagination',
          { active: true },
          { query: { page: 1, size: 100, sort: 'name,asc' }, loading: false },
        ),
      attachContract: (protocolId: string, body: ProtocolContractBody) =>
        api.post<ProtocolContract>(`${protocolPath(protocolId)}/contract`, body),
      attachedContracts: (protocolId: string) =>
        api.get<ProtocolContractSummary[]>(`${protocolPath(protocolId)}/contract`, { loading: false }),
      sendNotification: (protocolId: string, body: StaffNotificationBody) =>
        api.post<ProtocolTimelineEvent>(`${protocolPath(protocolId)}/notification`, body),
      timeline: (protocolId: string) =>
        api.get<ProtocolTimelineEvent[]>(`${protocolPath(protocolId)}/timeline`, { loading: false }),
    }),
    [api],
  );
}

export type ProtocolApi = ReturnType<typeof useProtocolApi>;
