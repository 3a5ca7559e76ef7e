import type { RuleVersionRef } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';

/** A rule version's words and its source, linked when it has a page; a pending one says it is not law. */
export function RuleSource({ rule }: { rule: RuleVersionRef }) {
  const { t } = useTranslation('clock');
  return (
    <span className="lcl-rule">
      <span>{rule.label}</span>{' '}
      {rule.status === 'PENDING' ? <strong className="lcl-pending">({t('rules.pending')})</strong> : null}{' '}
      {rule.sourceUrl ? (
        <a href={rule.sourceUrl} target="_blank" rel="noreferrer">
          {t('rules.source')}: {rule.source}
        </a>
      ) : (
        <span className="lp-muted">
          {t('rules.source')}: {rule.source}
        </span>
      )}
    </span>
  );
}
