import { useMemo } from 'react';
import {
  DOCUMENT_FILE_FIELD,
  PUBLIC_DOCUMENT_API,
  type PublicDocument,
  type PublicDocumentList,
  type PublicDocumentUploadFields,
} from '@linhagem/contracts';
import { useApi } from '@linhagem/ui-kit';
import { uploadWithProgress, type UploadProgress } from './uploadWithProgress';

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
        return uploadWithProgress<PublicDocument>({
          url: PUBLIC_DOCUMENT_API.documents(protocolId, code),
          body,
          onProgress,
          signal,
        });
      },
      thumbnail: (protocolId: string, code: string, documentId: string) =>
        PUBLIC_DOCUMENT_API.thumbnail(protocolId, code, documentId),
    }),
    [api],
  );
}
export type PublicDocumentApi = ReturnType<typeof usePublicDocumentApi>;
