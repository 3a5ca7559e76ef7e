import type { ProtocolFinancial } from '@linhagem/contracts';
import { useFormat, useTranslation } from '@linhagem/ui-kit';

/** What the services come to: the Services tab's totals and the first figures of the Financial tab. */
export const SERVICE_TOTALS: readonly (keyof ProtocolFinancial)[] = [
  'servicesGross',
  'servicesDiscount',
  'servicesNet',
  'tax',
  'total',
];

export type TotalsListProps = {
  financial: ProtocolFinancial;
  /** the figures to show, in this order */
  keys: readonly (keyof ProtocolFinancial)[];
};

/** Figures the service computed for the protocol (integer cents), in the language's money (BRL or USD). */
export function TotalsList({ financial, keys }: TotalsListProps) {
  const { t } = useTranslation('protocols');
  const { formatMoney, formatPercent } = useFormat();
  return (
    <dl className="lpr-totals">
      {keys.map((key) => (
        <div className="lpr-total" key={key} data-total={key}>
          <dt className="lp-muted">
            {key === 'tax'
              ? t('financial.tax', { rate: formatPercent(financial.taxRate) })
              : t(`financial.${key}`)}
          </dt>
          <dd style={{ margin: 0 }}>
            <strong>{formatMoney(financial[key])}</strong>
          </dd>
        </div>
      ))}
    </dl>
  );
}
