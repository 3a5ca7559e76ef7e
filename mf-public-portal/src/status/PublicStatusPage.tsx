import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import type { PublicProtocolInfo } from '@linhagem/contracts';
import { AccessCodeModal } from '../access/AccessCodeModal';
import { usePortalAccess } from '../access/usePortalAccess';
import { usePublicApi } from '../api/usePublicApi';
import { PortalLayout } from '../layout/PortalLayout';
import { Loading } from '../shared/Loading';

// the status itself loads once the access code is known: the first screen is the code's modal
const loadStatusView = () => import(/* webpackChunkName: "status-view" */ './StatusView');
const StatusView = lazy(loadStatusView);

/** `/public-client/{protocolId}/status` (spec 2 "Public status page"). */
export function PublicStatusPage() {
  const { protocolId = '' } = useParams();
  return (
    <PortalLayout protocolId={protocolId}>
      <StatusPage protocolId={protocolId} />
    </PortalLayout>
  );
}

function StatusPage({ protocolId }: { protocolId: string }) {
  const api = usePublicApi();
  const access = usePortalAccess<PublicProtocolInfo>(protocolId, (code) => api.info(protocolId, code));
  const { data, code } = access;
  useEffect(() => {
    if (code) void loadStatusView(); // fetched beside the case's data
  }, [code]);
  return (
    <>
      {data ? (
        <Suspense fallback={<Loading />}>
          <StatusView info={data} protocolId={protocolId} accessCode={code || null} />
        </Suspense>
      ) : access.loading ? (
        <Loading />
      ) : null}
      <AccessCodeModal access={access} />
    </>
  );
}
