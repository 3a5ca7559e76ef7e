import type { RuleVersionRef } from '@linhagem/contracts';
import type { Resources } from '@linhagem/i18n';
import { useTranslation } from '@linhagem/ui-kit';

type TranslatedRule = keyof Resources['clock']['ruleVersions'];

/**
 * A rule version's name and its source in the reader's language (`clock:ruleVersions.<id>`), the source linked
 * when it has a page; a pending one says it is not law. The rule's English `label` is only the fallback.
 */
export function RuleSource({ rule }: { rule: RuleVersionRef }) {
  const { t } = useTranslation('clock');
  const id = rule.id as TranslatedRule;
  const name = t(`ruleVersions.${id}.name`, { defaultValue: rule.label });
  const source = t(`ruleVersions.${id}.source`, { defaultValue: rule.source });
  return (
    <span className="lcl-rule">
      <span>{name}</span>{' '}
      {rule.status === 'PENDING' ? <strong className="lcl-pending">({t('rules.pending')})</strong> : null}{' '}
      {rule.sourceUrl ? (
        <a href={rule.sourceUrl} target="_blank" rel="noreferrer">
          {t('rules.source')}: {source}
        </a>
      ) : (
        <span className="lp-muted">
          {t('rules.source')}: {source}
        </span>
      )}
    </span>
  );
}
