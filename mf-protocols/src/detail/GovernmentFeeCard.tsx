import { useEffect, useState } from 'react';
import {
  governmentFeeFor,
  type ChecklistCategory,
  type ChecklistPersonNode,
  type GovernmentFee,
  type Protocol,
} from '@linhagem/contracts';
import { formatMoney } from '@linhagem/i18n';
import { useFormat, useTranslation } from '@linhagem/ui-kit';
import { useChecklistApi } from '../checklist/useChecklistApi';

const categoriesOf = (persons: ChecklistPersonNode[]): ChecklistCategory[] =>
  persons.flatMap((person) => [person.category, ...categoriesOf(person.children)]);

/**
 * The Financial tab's government fees of the dossier: the route's fee per adult applicant of the
 * checklist, minors exempt, in euros (../shared/domain/citizenship-by-descent.md, "Government fees"). Shown once the
 * protocol has a route; a budget has no checklist.
 */
export function GovernmentFeeCard({ protocol }: { protocol: Protocol }) {
  const { t } = useTranslation('protocols');
  const { language } = useFormat();
  const api = useChecklistApi();
  const [fee, setFee] = useState<GovernmentFee | 'unavailable' | null>(null);
  const { id, route, budget } = protocol;

  useEffect(() => {
    if (!route || budget) return;
    let current = true;
    setFee(null);
    api
      .tree(id)
      .then((tree) => current && setFee(governmentFeeFor(route, categoriesOf(tree.persons))))
      .catch(() => current && setFee('unavailable'));
    return () => {
      current = false;
    };
  }, [api, id, route, budget]);

  if (!route || budget) return null;
  const euros = (cents: number) => formatMoney(cents, language, 'EUR');
  return (
    <section className="lpr-card" aria-labelledby="financial-fee" aria-busy={fee === null}>
      <h2 id="financial-fee">{t('financial.fee.title')}</h2>
      {fee === null ? (
        <i className="pi pi-spin pi-spinner" role="status" aria-label={t('list.loading')} />
      ) : fee === 'unavailable' ? (
        <p className="lp-muted">{t('financial.fee.unavailable')}</p>
      ) : fee.adults + fee.minors === 0 ? (
        <p className="lp-muted">{t('financial.fee.noApplicants')}</p>
      ) : (
        <dl className="lpr-totals">
          {(
            [
              ['perAdult', euros(fee.perAdultCents)],
              ['adults', String(fee.adults)],
              ['minors', String(fee.minors)],
              ['total', euros(fee.totalCents)],
            ] as const
          ).map(([key, text]) => (
            <div className="lpr-total" key={key} data-fee={key}>
              <dt className="lp-muted">{t(`financial.fee.${key}`)}</dt>
              <dd style={{ margin: 0 }}>
                <strong>{text}</strong>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
