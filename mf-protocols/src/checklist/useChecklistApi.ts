import { useMemo } from 'react';
import {
  CERTIFICATE_API,
  CERTIFICATE_READING_API,
  PROTOCOL_API,
  type CertificateFilter,
  type CertificateRow,
  type CertificateWithProgress,
  type ChecklistGeneration,
  type ChecklistPersonBodyInput,
  type ChecklistPersonNode,
  type ChecklistSendState,
  type ChecklistTree,
  type GenerateChecklistBodyInput,
  type Page,
  type ResolveReadingWarningBody,
  type ResolvedReadingWarning,
  type SaveOneCertificateBodyInput,
} from '@linhagem/contracts';
import { useApi } from '@linhagem/ui-kit';

export type CertificateListQuery = { page: number; size: number; sort: string };

/** The checklist API of spec 7 "Certificate" and the send actions; failures reject with ui-kit's ApiError. */
export function useChecklistApi() {
  const api = useApi();
  return useMemo(
    () => ({
      tree: (protocolId: string) =>
        api.get<ChecklistTree>(CERTIFICATE_API.protocolChecklist(protocolId), { loading: false }),
      savePerson: (body: ChecklistPersonBodyInput) =>
        api.post<ChecklistPersonNode>(CERTIFICATE_API.savePerson, body),
      saveOne: (body: SaveOneCertificateBodyInput) =>
        api.post<CertificateWithProgress>(CERTIFICATE_API.saveOne, body),
      /** a checklist person with its certificates, or one certificate */
      remove: (personOrCertificateId: string) =>
        api.delete<unknown>(CERTIFICATE_API.item(personOrCertificateId)),
      send: (protocolId: string) =>
        api.post<ChecklistSendState>(PROTOCOL_API.checklistSend(protocolId), undefined),
      cancelSend: (protocolId: string) =>
        api.post<ChecklistSendState>(PROTOCOL_API.checklistCancelSend(protocolId), undefined),
      /** the checklist from the family tree; the wizard shows its own progress */
      generate: (protocolId: string, body: GenerateChecklistBodyInput) =>
        api.post<ChecklistGeneration>(PROTOCOL_API.checklistGenerate(protocolId), body, {
          loading: false,
        }),
      /** a READING_DIFFERS warning settled: the tree's value kept, or the certificate's taken (docs/adr-reading.md) */
      resolveWarning: (certificateId: string, body: ResolveReadingWarningBody) =>
        api.post<ResolvedReadingWarning>(CERTIFICATE_READING_API.resolveWarning(certificateId), body),
      /** a list read is not a change: no loading modal */
      list: (query: CertificateListQuery, filter: CertificateFilter) =>
        api.post<Page<CertificateRow>>(CERTIFICATE_API.pagination, filter, { query, loading: false }),
    }),
    [api],
  );
}

export type ChecklistApi = ReturnType<typeof useChecklistApi>;
