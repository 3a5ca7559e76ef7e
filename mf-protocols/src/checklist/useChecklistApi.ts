import { useMemo } from 'react';
import type {
  CertificateFilter,
  CertificateRow,
  CertificateWithProgress,
  ChecklistGeneration,
  ChecklistPersonBodyInput,
  ChecklistPersonNode,
  ChecklistSendState,
  ChecklistTree,
  GenerateChecklistBodyInput,
  Page,
  SaveOneCertificateBodyInput,
} from '@linhagem/contracts';
import { useApi } from '@linhagem/ui-kit';

export type CertificateListQuery = { page: number; size: number; sort: string };

const id = encodeURIComponent;

/** The checklist API of spec 7 "Certificate" and the send actions; failures reject with ui-kit's ApiError. */
export function useChecklistApi() {
  const api = useApi();
  return useMemo(
    () => ({
      tree: (protocolId: string) =>
        api.get<ChecklistTree>(`/api/certificate/protocol/${id(protocolId)}`, { loading: false }),
      savePerson: (body: ChecklistPersonBodyInput) =>
        api.post<ChecklistPersonNode>('/api/certificate/', body),
      saveOne: (body: SaveOneCertificateBodyInput) =>
        api.post<CertificateWithProgress>('/api/certificate/save-one', body),
      /** a checklist person with its certificates, or one certificate */
      remove: (personOrCertificateId: string) =>
        api.delete<unknown>(`/api/certificate/${id(personOrCertificateId)}`),
      send: (protocolId: string) =>
        api.post<ChecklistSendState>(`/api/protocol/${id(protocolId)}/checklist/send`, undefined),
      cancelSend: (protocolId: string) =>
        api.post<ChecklistSendState>(`/api/protocol/${id(protocolId)}/checklist/cancel-send`, undefined),
      /** the checklist from the family tree; the wizard shows its own progress */
      generate: (protocolId: string, body: GenerateChecklistBodyInput) =>
        api.post<ChecklistGeneration>(`/api/protocol/${id(protocolId)}/checklist/generate`, body, {
          loading: false,
        }),
      /** a list read is not a change: no loading modal */
      list: (query: CertificateListQuery, filter: CertificateFilter) =>
        api.post<Page<CertificateRow>>('/api/certificate/pagination', filter, { query, loading: false }),
    }),
    [api],
  );
}

export type ChecklistApi = ReturnType<typeof useChecklistApi>;
