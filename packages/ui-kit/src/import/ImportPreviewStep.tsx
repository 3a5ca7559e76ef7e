import { useId } from 'react';
import { Button } from 'primereact/button';
import { IMPORT_ACTIONS, type ImportAction, type ImportMatch, type ImportPreview } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';

/** Rows a table shows at once: the rest are in the downloaded CSV (problems) or decided all at once (matches). */
const SHOWN_ROWS = 200;

export type ImportPreviewStepProps = {
  preview: ImportPreview;
  decisions: Record<number, ImportAction>;
  onDecide(rows: number[], action: ImportAction): void;
  onDownloadProblems(): void;
};

/** What a matched row may do: a repeat of the file has no record to update. */
const actionsOf = (matches: ImportMatch[]): ImportAction[] =>
  matches.some((m) => m.by !== 'FILE') ? [...IMPORT_ACTIONS] : ['SKIP', 'CREATE'];

/**
 * The preview: counts at the top, the rows with problems (left out; downloadable as a CSV to fix), and the rows
 * that may exist already, each with its decision (skip by default).
 */
export function ImportPreviewStep({
  preview,
  decisions,
  onDecide,
  onDownloadProblems,
}: ImportPreviewStepProps) {
  const { t } = useTranslation('imports');
  const allId = useId();
  const problemRows = new Set(preview.problems.map((p) => p.row));
  const byRow = new Map<number, ImportMatch[]>();
  for (const match of preview.matches)
    if (!problemRows.has(match.row)) byRow.set(match.row, [...(byRow.get(match.row) ?? []), match]);
  const matched = [...byRow.entries()];
  const counts = [
    { label: t('preview.rows'), value: preview.rows },
    { label: t('preview.valid'), value: preview.valid },
    { label: t('preview.problems'), value: problemRows.size },
    { label: t('preview.matches'), value: matched.length },
  ];
  return (
    <div className="lk-import-preview">
      <ul className="lk-import-counts" aria-label={t('steps.preview')}>
        {counts.map((count) => (
          <li key={count.label}>
            <strong>{count.value.toLocaleString()}</strong> <span>{count.label}</span>
          </li>
        ))}
      </ul>

      <section aria-labelledby={`${allId}-problems`}>
        <h3 id={`${allId}-problems`}>{t('preview.problemsTitle')}</h3>
        {preview.problems.length ? (
          <>
            <p className="lk-import-muted">{t('preview.problemsHelp')}</p>
            <Button
              type="button"
              icon="pi pi-download"
              outlined
              label={t('preview.downloadProblems')}
              onClick={onDownloadProblems}
            />
            <div className="lk-import-table-wrap">
              <table className="lk-import-table">
                <thead>
                  <tr>
                    <th scope="col">{t('preview.row')}</th>
                    <th scope="col">{t('preview.field')}</th>
                    <th scope="col">{t('preview.problem')}</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.problems.slice(0, SHOWN_ROWS).map((p) => (
                    <tr key={`${p.row}-${p.field}`}>
                      <td>{p.row}</td>
                      <td>{t(`fields.${p.field}`, { defaultValue: p.field })}</td>
                      <td>{t(`codes.${p.code.slice('import.'.length)}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : (
          <p>{t('preview.noProblems')}</p>
        )}
      </section>

      <section aria-labelledby={`${allId}-matches`}>
        <h3 id={`${allId}-matches`}>{t('preview.matchesTitle')}</h3>
        {matched.length ? (
          <>
            <p className="lk-import-muted">{t('preview.matchesHelp')}</p>
            <label htmlFor={`${allId}-all`} className="lk-import-all">
              {t('preview.allDecisions')}{' '}
              <select
                id={`${allId}-all`}
                className="lk-import-select"
                value=""
                onChange={(event) => {
                  const action = event.target.value as ImportAction;
                  if (!action) return;
                  // an update reaches only rows with a record; a repeat of the file keeps its own choice
                  const rows = matched.filter(([, m]) => actionsOf(m).includes(action)).map(([row]) => row);
                  onDecide(rows, action);
                }}
              >
                <option value="">—</option>
                {IMPORT_ACTIONS.map((action) => (
                  <option key={action} value={action}>
                    {t(`actions.${action}`)}
                  </option>
                ))}
              </select>
            </label>
            <div className="lk-import-table-wrap">
              <table className="lk-import-table">
                <thead>
                  <tr>
                    <th scope="col">{t('preview.row')}</th>
                    <th scope="col">{t('preview.existing')}</th>
                    <th scope="col">{t('preview.decision')}</th>
                  </tr>
                </thead>
                <tbody>
                  {matched.slice(0, SHOWN_ROWS).map(([row, matches]) => {
                    const id = `${allId}-row-${row}`;
                    return (
                      <tr key={row}>
                        <td>{row}</td>
                        <td>
                          {matches.map((m) => (
                            <div key={`${m.by}-${m.clientId ?? m.protocolId ?? m.sameAsRow}`}>
                              {m.by === 'FILE' ? t('preview.sameAsRow', { row: m.sameAsRow }) : m.name}{' '}
                              <span className="lk-import-muted">({t(`preview.by.${m.by}`)})</span>
                            </div>
                          ))}
                        </td>
                        <td>
                          <label htmlFor={id} className="lk-sr-only">
                            {t('preview.decision')} {t('preview.row')} {row}
                          </label>
                          <select
                            id={id}
                            className="lk-import-select"
                            value={decisions[row] ?? 'SKIP'}
                            onChange={(event) => onDecide([row], event.target.value as ImportAction)}
                          >
                            {actionsOf(matches).map((action) => (
                              <option key={action} value={action}>
                                {t(`actions.${action}`)}
                              </option>
                            ))}
                          </select>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        ) : (
          <p>{t('preview.noMatches')}</p>
        )}
      </section>
    </div>
  );
}
