import { Tag } from 'primereact/tag';
import type { CertificateExpiry } from '@linhagem/contracts';
import { useFormat, useOfficeToday, useTranslation } from '@linhagem/ui-kit';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * How fresh a certificate is for its route. Expired (red) or expiring within 30 days (amber) as
 * the service flags it; otherwise, with `quiet` unset, until when it stays fresh. Nothing without a limit.
 */
export function ExpiryChip({ expiresOn, expiringSoon, quiet }: CertificateExpiry & { quiet?: boolean }) {
  const { t } = useTranslation('checklist');
  const { formatDate } = useFormat();
  const { today } = useOfficeToday();
  if (!expiresOn) return null;
  const days = daysBetween(today, expiresOn);
  if (!expiringSoon)
    return quiet ? null : (
      <Tag
        className="lp-expiry"
        severity="success"
        value={t('expiry.until', { date: formatDate(expiresOn) })}
      />
    );
  const text =
    days < 0
      ? t('expiry.expired', { date: formatDate(expiresOn) })
      : days === 0
        ? t('expiry.today')
        : t('expiry.in', { count: days });
  return (
    <Tag
      className="lp-expiry"
      severity={days < 0 ? 'danger' : 'warning'}
      icon={days < 0 ? 'pi pi-times-circle' : 'pi pi-clock'}
      value={text}
    />
  );
}
