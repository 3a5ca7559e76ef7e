import type { PublicProtocolInfo } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';

/** The family's group name and the protocol's code, on top of both pages. */
export function PageTitle({ info }: { info: Pick<PublicProtocolInfo, 'protocolGroupName' | 'code'> }) {
  const { t } = useTranslation('portal');
  return (
    <div className="pp-title">
      <h1>{info.protocolGroupName}</h1>
      <p className="pp-subtitle">{t('people.subtitle', { code: info.code })}</p>
    </div>
  );
}
