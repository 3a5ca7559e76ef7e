import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import type { Language, PixCode } from '@linhagem/contracts';
import { formatMoney } from '@linhagem/i18n';
import { useTranslation } from '../i18n/useTranslation';
import { useToast } from '../hooks';
import './pix.css';

export type PixCodeViewProps = {
  code: PixCode;
  /** the heading level of "Pay by Pix" in its page (the portal's card, a staff dialog) */
  headingLevel?: 2 | 3;
  /** no heading: its container names it */
  hideHeading?: boolean;
};

/**
 * A Pix code as a family pays it (shared/domain/brazilian-records-and-pix.md): the QR code a bank app scans, the
 * amount and identifier, and the "copia e cola" text with a button that copies it. The QR code comes drawn by the
 * server as SVG and is shown as an image, so nothing in it runs in the page.
 */
export function PixCodeView({ code, headingLevel = 2, hideHeading = false }: PixCodeViewProps) {
  const { t, i18n } = useTranslation('pix');
  const toast = useToast();
  const textId = useId();
  const [copied, setCopied] = useState(false);
  // a Pix payment is always in reais, whatever language the page shows money in
  const amount = formatMoney(code.amount, i18n.language as Language, 'BRL');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code.payload);
      setCopied(true);
      toast.success(t('code.copied'));
    } catch {
      toast.error(t('code.copyFailed'));
    }
  };

  return (
    <div className="lk-pix">
      {hideHeading ? null : <Heading className="lk-pix-title">{t('code.title')}</Heading>}
      <div className="lk-pix-body">
        <img
          className="lk-pix-qr"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.qrSvg)}`}
          alt={t('code.qrLabel', { amount })}
          width={200}
          height={200}
        />
        <div className="lk-pix-details">
          <p>{t('code.scan')}</p>
          <dl className="lk-pix-facts">
            <div>
              <dt>{t('code.amount')}</dt>
              <dd>{amount}</dd>
            </div>
            <div>
              <dt>{t('code.txid')}</dt>
              <dd>{code.txid}</dd>
            </div>
          </dl>
          <label htmlFor={textId} className="lk-pix-label">
            {t('code.copyAndPaste')}
          </label>
          <textarea id={textId} className="lk-pix-text" readOnly rows={3} value={code.payload} />
          <div className="lk-pix-copy">
            <Button
              type="button"
              icon={copied ? 'pi pi-check' : 'pi pi-copy'}
              label={t('code.copy')}
              onClick={() => void copy()}
            />
            {/* beside the button as well as in the toast: a toast fades, and a reader is told by the live region */}
            <span role="status" className="lk-pix-copied">
              {copied ? t('code.copiedShort') : ''}
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}
