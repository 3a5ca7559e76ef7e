import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import type { PublicDocument, PublicDocumentList, PublicProtocolInfo } from '@linhagem/contracts';
import { AccessCodeModal } from '../access/AccessCodeModal';
import { usePortalAccess } from '../access/usePortalAccess';
import { usePublicApi } from '../api/usePublicApi';
import { PortalLayout } from '../layout/PortalLayout';
import { Loading } from '../shared/Loading';
import { usePublicDocumentApi, type UploadRequest } from './usePublicDocumentApi';

// the list, its upload controls and the checklist's words load once the access code is known
const loadDocumentsView = () => import(/* webpackChunkName: "documents-view" */ './DocumentsView');
const DocumentsView = lazy(loadDocumentsView);

type CaseDocuments = { info: PublicProtocolInfo; list: PublicDocumentList };

/** `/public-client/{protocolId}/documents`: "Documents we need from you" (docs/adr-documents.md, Portal). */
export function PublicDocumentsPage() {
  const { protocolId = '' } = useParams();
  return (
    <PortalLayout protocolId={protocolId}>
      <DocumentsPage protocolId={protocolId} />
    </PortalLayout>
  );
}

function DocumentsPage({ protocolId }: { protocolId: string }) {
  const api = usePublicApi();
  const documentApi = usePublicDocumentApi();
  const access = usePortalAccess<CaseDocuments>(protocolId, async (code) => {
    const [info, list] = await Promise.all([api.info(protocolId, code), documentApi.list(protocolId, code)]);
    return { info, list };
  });
  const { data, code, setData, refused } = access;
  useEffect(() => {
    if (code) void loadDocumentsView(); // fetched beside the case's data
  }, [code]);

  const send = (request: Omit<UploadRequest, 'kind'>) => documentApi.upload(protocolId, code, request);
  const uploaded = (document: PublicDocument) =>
    setData((current) => ({
      ...current,
      list: { ...current.list, documents: withUpload(current.list.documents, document) },
    }));

  return (
    <>
      {data ? (
        <Suspense fallback={<Loading />}>
          <DocumentsView
            info={data.info}
            list={data.list}
            thumbnailUrl={(documentId) => documentApi.thumbnail(protocolId, code, documentId)}
            protocolId={protocolId}
            code={code}
            send={send}
            onUploaded={uploaded}
            onRefused={refused}
          />
        </Suspense>
      ) : access.loading ? (
        <Loading />
      ) : null}
      <AccessCodeModal access={access} />
    </>
  );
}

/** A new upload becomes the current one of its certificate and kind; the earlier ones stay, not current. */
function withUpload(documents: PublicDocument[], document: PublicDocument): PublicDocument[] {
  const same = (other: PublicDocument) =>
    other.certificateId === document.certificateId && other.kind === document.kind;
  return [document, ...documents.map((other) => (same(other) ? { ...other, current: false } : other))];
}
