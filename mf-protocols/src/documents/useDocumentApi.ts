import { useMemo } from 'react';
import {
  CERTIFICATE_API,
  DOCUMENT_API,
  DOCUMENT_FILE_FIELD,
  type CaseDocument,
  type CaseStorage,
  type CertificateWithProgress,
  type DocumentFilter,
  type DocumentKind,
  type DocumentReview,
  type Page,
  UPLOAD_ANSWER_TIMEOUT_MS,
} from '@linhagem/contracts';
import { useApi, type UploadProgress } from '@linhagem/ui-kit';

export type DocumentListQuery = { page: number; size: number; sort: string };

/** What one upload names beside its file. */
export type DocumentUpload = { protocolId: string; certificateId?: string; kind: DocumentKind; file: File };

/** The largest page the list answers: the checklist reads a case's files this many at a time. */
export const DOCUMENT_PAGE_MAX = 100;

/** The documents API of services/documents and the certificate's family request; failures reject with ApiError. */
export function useDocumentApi() {
  const api = useApi();
  return useMemo(
    () => ({
      /** a list read is not a change: no loading modal */
      list: (query: DocumentListQuery, filter: DocumentFilter) =>
        api.post<Page<CaseDocument>>(DOCUMENT_API.pagination, filter, { query, loading: false }),
      /** every file of a case, earlier versions included, newest first */
      listAll: async (filter: DocumentFilter) => {
        const all: CaseDocument[] = [];
        for (let page = 1; ; page++) {
          const answer = await api.post<Page<CaseDocument>>(DOCUMENT_API.pagination, filter, {
            query: { page, size: DOCUMENT_PAGE_MAX, sort: 'sentAt,desc' },
            loading: false,
          });
          all.push(...answer.content);
          if (page >= answer.totalPages || answer.content.length === 0) return all;
        }
      },
      /** its progress is shown beside it: no loading modal */
      upload: (
        { protocolId, certificateId, kind, file }: DocumentUpload,
        onProgress: (p: UploadProgress) => void,
        signal?: AbortSignal,
      ) => {
        const form = new FormData();
        form.append('protocolId', protocolId);
        if (certificateId) form.append('certificateId', certificateId);
        form.append('kind', kind);
        // the file part last: the service reads the text fields before the bytes stream
        form.append(DOCUMENT_FILE_FIELD, file, file.name);
        return api.upload<CaseDocument>(DOCUMENT_API.collection, form, {
          onProgress,
          signal,
          // the case named up front: a full one is refused before the file is sent (docs/adr-documents.md)
          query: { protocolId },
          // the file is read whole once it arrives, maybe after others: the BFF waits UPLOAD_ANSWER_TIMEOUT_MS for
          // its answer, so the screen waits longer (120 s, as the portal does)
          idleTimeoutMs: UPLOAD_ANSWER_TIMEOUT_MS + 5_000,
        });
      },
      /** the case's uploads against its storage allowance */
      storage: (protocolId: string) =>
        api.get<CaseStorage>(DOCUMENT_API.storage(protocolId), { loading: false }),
      review: (id: string, review: DocumentReview) => api.post<CaseDocument>(DOCUMENT_API.review(id), review),
      remove: (id: string) => api.delete<unknown>(DOCUMENT_API.item(id)),
      requestFromFamily: (certificateId: string, note: string | null) =>
        api.post<CertificateWithProgress>(CERTIFICATE_API.requestFromFamily(certificateId), { note }),
      withdrawFamilyRequest: (certificateId: string) =>
        api.delete<CertificateWithProgress>(CERTIFICATE_API.requestFromFamily(certificateId)),
    }),
    [api],
  );
}

export type DocumentApi = ReturnType<typeof useDocumentApi>;
