import { useMemo } from 'react';
import {
  DOCUMENT_FILE_FIELD,
  PUBLIC_DOCUMENT_API,
  type PublicDocument,
  type PublicDocumentList,
  type PublicDocumentUploadFields,
} from '@linhagem/contracts';
import { useApi, type UploadProgress } from '@linhagem/ui-kit';

/**
 * A large scan over a slow mobile link may take minutes: the upload is given up only when nothing is sent nor
 * answered for this long (the service checks a PDF whole once it has it).
 */
const UPLOAD_IDLE_TIMEOUT_MS = 120_000;

export type UploadRequest = {
  certificateId: string;
  kind?: PublicDocumentUploadFields['kind'];
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/** The portal's documents (`PUBLIC_DOCUMENT_API`), by protocol and access code like every public call. */
export function usePublicDocumentApi() {
  const api = useApi();
  return useMemo(
    () => ({
      list: (protocolId: string, code: string) =>
        api.get<PublicDocumentList>(PUBLIC_DOCUMENT_API.documents(protocolId, code), { skipAuth: true }),
      upload: (
        protocolId: string,
        code: string,
        { certificateId, kind, file, onProgress, signal }: UploadRequest,
      ) => {
        const body = new FormData();
        body.append('certificateId', certificateId);
        if (kind) body.append('kind', kind);
        body.append(DOCUMENT_FILE_FIELD, file, file.name); // the file last: the service reads the fields first
        return api.upload<PublicDocument>(PUBLIC_DOCUMENT_API.documents(protocolId, code), body, {
          skipAuth: true,
          onProgress,
          signal,
          idleTimeoutMs: UPLOAD_IDLE_TIMEOUT_MS,
        });
      },
      thumbnail: (protocolId: string, code: string, documentId: string) =>
        PUBLIC_DOCUMENT_API.thumbnail(protocolId, code, documentId),
    }),
    [api],
  );
}
export type PublicDocumentApi = ReturnType<typeof usePublicDocumentApi>;
