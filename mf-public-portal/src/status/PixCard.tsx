import { useEffect, useState } from 'react';
import type { Language, PortalPixCode } from '@linhagem/contracts';
import { formatMoney } from '@linhagem/i18n';
import { PixCodeView, useTranslation } from '@linhagem/ui-kit';
import { usePublicApi } from '../api/usePublicApi';

export type PixCardProps = { protocolId: string; accessCode: string };

/**
 * What the family owes now, payable by Pix from the phone it reads this on (shared/domain/brazilian-records-and-pix.md):
 * the rest of the first instalment not paid in full (the balance when the total is paid at once; docs/adr-pix.md),
 * nothing at all while the office has no Pix key or nothing is due (the service answers 204 then).
 */
export function PixCard({ protocolId, accessCode }: PixCardProps) {
  const { t, i18n } = useTranslation('pix');
  const api = usePublicApi();
  const [code, setCode] = useState<PortalPixCode | null>(null);

  useEffect(() => {
    let current = true;
    api
      .pix(protocolId, accessCode)
      .then((answer) => current && setCode(answer ?? null))
      .catch(() => current && setCode(null));
    return () => {
      current = false;
    };
  }, [api, protocolId, accessCode]);

  if (!code) return null;
  return (
    <section className="pp-section" aria-labelledby="pp-pix-title">
      <h2 id="pp-pix-title">{t('code.title')}</h2>
      <p>
        <strong>
          {t('portal.due', { amount: formatMoney(code.amount, i18n.language as Language, 'BRL') })}
        </strong>
      </p>
      {code.instalments > 1 ? (
        <p>{t('portal.instalment', { instalment: code.instalment, instalments: code.instalments })}</p>
      ) : null}
      <PixCodeView code={code} hideHeading />
    </section>
  );
}
