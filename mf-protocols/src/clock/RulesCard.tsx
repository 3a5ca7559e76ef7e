import { useEffect, useState } from 'react';
import { Checkbox } from 'primereact/checkbox';
import type { ChecklistTree } from '@linhagem/contracts';
import { useFormat, useTranslation } from '@linhagem/ui-kit';
import { useClockApi } from './useClockApi';
import { RuleSource } from './RuleSource';
import './clock.css';

/**
 * The rule versions the case's filing date chooses (dossier/ruleVersions.ts), and on request what pending
 * versions (Portugal's 2025 amendment) would say: a preview, marked as not law, never deciding the case.
 */
export function RulesCard({ protocolId }: { protocolId: string }) {
  const { t } = useTranslation('clock');
  const { t: tc } = useTranslation('checklist');
  const { formatDate } = useFormat();
  const api = useClockApi();
  const [preview, setPreview] = useState(false);
  const [tree, setTree] = useState<ChecklistTree>();

  useEffect(() => {
    api
      .rules(protocolId, preview)
      .then(setTree)
      .catch(() => setTree(undefined));
  }, [api, protocolId, preview]);

  const previews = (tree?.warnings ?? []).filter((warning) => warning.preview);
  return (
    <section className="lpr-card" aria-labelledby="clock-rules">
      <h2 id="clock-rules">{t('rules.title')}</h2>
      {tree?.filingDate ? <p>{t('rules.filedOn', { date: formatDate(tree.filingDate) })}</p> : null}
      <ul className="lcl-list">
        {(tree?.rules ?? []).map((rule) => (
          <li key={rule.id} className={`lcl-item ${rule.status === 'PENDING' ? 'lcl-missed' : ''}`}>
            <RuleSource rule={rule} />
          </li>
        ))}
      </ul>
      <div className="lp-check">
        <Checkbox
          inputId="rules-preview"
          checked={preview}
          onChange={(event) => setPreview(!!event.checked)}
        />
        <label htmlFor="rules-preview">{t('rules.previewPending')}</label>
      </div>
      {previews.map((warning) => (
        <p key={warning.code} role="note" className="lcl-pending">
          {tc(`warnings.${warning.code}`, { names: warning.persons.map((p) => p.name).join(', ') })}
        </p>
      ))}
    </section>
  );
}
