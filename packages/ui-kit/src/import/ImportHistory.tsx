import { useCallback, useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import type { ImportKind, ImportSummary } from '@linhagem/contracts';
import { formatDate } from '@linhagem/i18n';
import { useConfirm, usePreferences, useToast, useTranslation } from '@linhagem/ui-kit';
import type { ImportApi } from './useImportApi';
import { translateImportError } from './translateImportError';

export type ImportHistoryProps = { kind: ImportKind; api: ImportApi; onUndone?(): void };

/**
 * The past imports of the kind, each with its counts and, for 30 days after it, an undo. What an undo keeps is
 * said by kind: clients a protocol uses, protocols changed since (docs/adr-spreadsheet-import.md, "Undo").
 */
export function ImportHistory({ kind, api, onUndone }: ImportHistoryProps) {
  const { t } = useTranslation('imports');
  const { language } = usePreferences();
  const confirm = useConfirm();
  const toast = useToast();
  const [imports, setImports] = useState<ImportSummary[] | null>(null);
  const load = useCallback(() => {
    api.list().then(setImports, () => setImports([]));
  }, [api]);
  useEffect(load, [load]);

  const undo = async (item: ImportSummary) => {
    const message = t(kind === 'CLIENT' ? 'history.undoConfirm' : 'history.undoConfirmProtocols', {
      file: item.fileName,
    });
    if (!(await confirm({ message, destructive: true }))) return;
    try {
      const result = await api.undo(item.importId);
      toast.success(
        [
          t('history.undone', result),
          result.kept.length
            ? t(kind === 'CLIENT' ? 'history.kept' : 'history.keptProtocols', { count: result.kept.length })
            : '',
        ]
          .filter(Boolean)
          .join('. '),
      );
      load();
      onUndone?.();
    } catch (failure) {
      toast.error(translateImportError(t, failure));
    }
  };

  const canUndo = (item: ImportSummary) =>
    item.status === 'APPLIED' && !!item.undoUntil && new Date(item.undoUntil).getTime() > Date.now();

  return (
    <section className="lk-import-history" aria-labelledby="import-history-title">
      <h3 id="import-history-title">{t('history.title')}</h3>
      {imports && imports.length === 0 ? <p className="lk-import-muted">{t('history.empty')}</p> : null}
      {imports?.length ? (
        <div className="lk-import-table-wrap">
          <table className="lk-import-table">
            <thead>
              <tr>
                <th scope="col">{t('history.file')}</th>
                <th scope="col">{t('history.when')}</th>
                <th scope="col">{t('history.who')}</th>
                <th scope="col">{t('history.status')}</th>
                <th scope="col">{t('history.counts')}</th>
                <th scope="col">
                  <span className="lk-sr-only">{t('history.undo')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {imports.map((item) => (
                <tr key={item.importId}>
                  <td className="lk-import-file">{item.fileName}</td>
                  <td>{formatDate((item.appliedAt ?? item.createdAt).slice(0, 10), language)}</td>
                  <td>{item.name || item.userName}</td>
                  <td>{t(`statuses.${item.status}`)}</td>
                  <td>
                    {item.undo
                      ? t('history.undone', item.undo)
                      : item.result
                        ? t('result.summary', item.result)
                        : item.progress
                          ? t('applying', item.progress)
                          : ''}
                  </td>
                  <td>
                    {canUndo(item) ? (
                      <Button
                        type="button"
                        icon="pi pi-undo"
                        text
                        label={t('history.undo')}
                        aria-label={`${t('history.undo')}: ${item.fileName}`}
                        tooltip={t('history.until', {
                          date: formatDate(item.undoUntil!.slice(0, 10), language),
                        })}
                        onClick={() => void undo(item)}
                      />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
