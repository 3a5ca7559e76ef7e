import { useParams } from 'react-router';
import type { PublicSignatureRequest } from '@linhagem/contracts';
import { addNamespaces, signaturesNamespace } from '@linhagem/i18n';
import { i18n, useTranslation } from '@linhagem/ui-kit';
import { AccessCodeModal } from '../access/AccessCodeModal';
import { usePortalAccess } from '../access/usePortalAccess';
import { PortalLayout } from '../layout/PortalLayout';
import { Loading } from '../shared/Loading';
import { SignatureCard } from './SignatureCard';
import { usePublicSignatureApi } from './usePublicSignatureApi';
import './signatures.css';

// the standalone page starts without this namespace (webpack.config.cjs): it comes with this page, loaded when opened
addNamespaces(i18n, { signatures: signaturesNamespace });

/** `/public-client/{protocolId}/signatures`: "To sign", the papers the office sent the family for signature. */
export function PublicSignaturesPage() {
  const { protocolId = '' } = useParams();
  return (
    <PortalLayout protocolId={protocolId}>
      <SignaturesPage protocolId={protocolId} />
    </PortalLayout>
  );
}

function SignaturesPage({ protocolId }: { protocolId: string }) {
  const { t } = useTranslation('signatures');
  const api = usePublicSignatureApi();
  const access = usePortalAccess<PublicSignatureRequest[]>(protocolId, (code) => api.list(protocolId, code));
  const { data, code, setData, refused } = access;
  const changed = (request: PublicSignatureRequest) =>
    setData((current) => current.map((other) => (other.id === request.id ? request : other)));
  return (
    <>
      {data ? (
        <section className="pp-section pps-section" aria-labelledby="pps-title">
          <h2 id="pps-title">{t('portal.title')}</h2>
          <p>{t('portal.intro')}</p>
          {data.length === 0 ? <p>{t('portal.none')}</p> : null}
          {data.map((request) => (
            <SignatureCard
              key={request.id}
              request={request}
              protocolId={protocolId}
              code={code}
              api={api}
              onChanged={changed}
              onRefused={refused}
            />
          ))}
        </section>
      ) : access.loading ? (
        <Loading />
      ) : null}
      <AccessCodeModal access={access} />
    </>
  );
}
