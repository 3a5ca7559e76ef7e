import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import type {
  ImportAction,
  ImportApplyResult,
  ImportKind,
  ImportMapping,
  ImportPreview,
} from '@linhagem/contracts';
import { AppModal, isApiError, saveAs, useTranslation } from '@linhagem/ui-kit';
import { ImportHistory } from './ImportHistory';
import { ImportMappingForm } from './ImportMappingForm';
import { ImportPreviewStep } from './ImportPreviewStep';
import { translateImportError } from './translateImportError';
import { useImportApi } from './useImportApi';
import './import.css';

export type SpreadsheetImportDialogProps = {
  kind: ImportKind;
  visible: boolean;
  onHide(): void;
  /** after an apply or an undo: the list behind shows the records */
  onChanged?(): void;
};

type Step =
  | { kind: 'choose'; uploading?: number }
  | { kind: 'mapping'; preview: ImportPreview }
  | { kind: 'preview'; preview: ImportPreview; decisions: Record<number, ImportAction> }
  | { kind: 'applying'; preview: ImportPreview; done: number; total: number }
  | { kind: 'done'; result: ImportApplyResult };

const POLL_MS = 700;
const ACCEPT =
  '.csv,.txt,.tsv,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * "Importar" of the client (or protocol) list (docs/adr-spreadsheet-import.md): choose the file (and the sheet),
 * the columns, the preview with its counts, problems and per-match decisions, then the apply with its progress;
 * the past imports below, with their undo. Nothing is written before the apply.
 */
export function SpreadsheetImportDialog({ kind, visible, onHide, onChanged }: SpreadsheetImportDialogProps) {
  const { t } = useTranslation('imports');
  const api = useImportApi(kind);
  const fileId = useId();
  const sheetId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [sheet, setSheet] = useState<string | undefined>();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [error, setError] = useState<string | null>(null);
  const [historyKey, setHistoryKey] = useState(0);
  const polling = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(polling.current), []);

  const reset = () => {
    clearInterval(polling.current);
    setFile(null);
    setSheet(undefined);
    setError(null);
    setStep({ kind: 'choose' });
  };
  const close = () => {
    reset();
    onHide();
  };

  const read = async (options: { mapping?: ImportMapping; sheet?: string } = {}) => {
    if (!file) throw new Error('no file');
    return api.preview(file, { sheet, ...options });
  };

  const start = async () => {
    if (!file) return;
    setError(null);
    setStep({ kind: 'choose', uploading: 0 });
    try {
      const preview = await api.preview(file, { sheet }, (percent) =>
        setStep({ kind: 'choose', uploading: percent }),
      );
      setStep({ kind: 'mapping', preview });
    } catch (failure) {
      setError(translateImportError(t, failure));
      setStep({ kind: 'choose' });
    }
  };

  const chooseSheet = async (name: string) => {
    setSheet(name);
    setError(null);
    try {
      setStep({ kind: 'mapping', preview: await read({ sheet: name }) });
    } catch (failure) {
      setError(translateImportError(t, failure));
    }
  };

  const check = async (mapping: ImportMapping) => {
    const preview = await read({ mapping });
    setStep({ kind: 'preview', preview, decisions: {} });
    return preview;
  };

  const downloadProblems = async (preview: ImportPreview) => {
    try {
      saveAs(
        await api.problems(preview.importId),
        `${preview.fileName.replace(/\.[^.]+$/, '')}-problemas.csv`,
      );
    } catch (failure) {
      setError(translateImportError(t, failure));
    }
  };

  const apply = async () => {
    if (step.kind !== 'preview') return;
    const { preview, decisions } = step;
    setError(null);
    const total = preview.rows;
    setStep({ kind: 'applying', preview, done: 0, total });
    const finish = (result: ImportApplyResult) => {
      clearInterval(polling.current);
      setStep({ kind: 'done', result });
      setHistoryKey((k) => k + 1);
      onChanged?.();
    };
    // the apply answers when it is done; meanwhile its progress is read, and read on if the answer is cut short
    polling.current = setInterval(() => {
      api.get(preview.importId).then(
        (summary) => {
          if (summary.status === 'APPLIED' && summary.result) finish(summary.result);
          else if (summary.progress)
            setStep((current) =>
              current.kind === 'applying'
                ? { ...current, done: summary.progress!.done, total: summary.progress!.total }
                : current,
            );
        },
        () => undefined,
      );
    }, POLL_MS);
    try {
      const body = {
        mapping: preview.mapping,
        decisions: Object.entries(decisions).map(([row, action]) => ({ row: Number(row), action })),
      };
      finish(await api.apply(preview.importId, body));
    } catch (failure) {
      // a timeout of the way there: the apply goes on in the service, the polling tells its end
      if (isApiError(failure) && (failure.status === 0 || failure.status === 504)) return;
      clearInterval(polling.current);
      setError(translateImportError(t, failure));
      setStep({ kind: 'preview', preview, decisions });
    }
  };

  const toApply = (preview: ImportPreview, decisions: Record<number, ImportAction>) => {
    const problemRows = new Set(preview.problems.map((p) => p.row));
    const matchedRows = new Set(preview.matches.map((m) => m.row));
    const skipped = [...matchedRows].filter(
      (row) => !problemRows.has(row) && (decisions[row] ?? 'SKIP') === 'SKIP',
    );
    return preview.rows - problemRows.size - skipped.length;
  };

  const footer =
    step.kind === 'preview' ? (
      <div className="lk-import-actions">
        <Button
          type="button"
          label={t('preview.back')}
          text
          onClick={() => setStep({ kind: 'mapping', preview: step.preview })}
        />
        <Button
          type="button"
          icon="pi pi-check"
          label={t('preview.apply', { count: toApply(step.preview, step.decisions) })}
          disabled={toApply(step.preview, step.decisions) === 0}
          onClick={() => void apply()}
        />
      </div>
    ) : step.kind === 'done' ? (
      <div className="lk-import-actions">
        <Button type="button" label={t('another')} text onClick={reset} />
        <Button type="button" label={t('close')} onClick={close} />
      </div>
    ) : null;

  const steps = ['file', 'mapping', 'preview', 'done'] as const;
  const current = step.kind === 'choose' ? 0 : step.kind === 'mapping' ? 1 : step.kind === 'done' ? 3 : 2;

  return (
    <AppModal visible={visible} onHide={close} header={t(`title.${kind}`)} footer={footer} width={1100}>
      <ol className="lk-import-steps">
        {steps.map((name, index) => (
          <li
            key={name}
            aria-current={index === current ? 'step' : undefined}
            className={index === current ? 'lk-import-step-current' : ''}
          >
            {index + 1}. {t(`steps.${name}`)}
          </li>
        ))}
      </ol>
      {error ? <Message severity="error" text={error} className="lk-import-message" /> : null}

      {step.kind === 'choose' ? (
        <>
          <form
            className="lk-import-choose"
            onSubmit={(event) => {
              event.preventDefault();
              void start();
            }}
          >
            <label htmlFor={fileId}>{t('file.choose')}</label>
            <input
              id={fileId}
              type="file"
              accept={ACCEPT}
              disabled={step.uploading !== undefined}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <p className="lk-import-muted">{t('file.help')}</p>
            {step.uploading !== undefined ? (
              <div role="status">
                <ProgressBar value={step.uploading} aria-label={t('file.reading')} />
                <p>{t('file.reading')}</p>
              </div>
            ) : (
              <Button type="submit" icon="pi pi-upload" label={t('file.read')} disabled={!file} />
            )}
          </form>
          <ImportHistory key={historyKey} kind={kind} api={api} onUndone={onChanged} />
        </>
      ) : null}

      {step.kind === 'mapping' ? (
        <>
          <p>
            <strong>{step.preview.fileName}</strong>{' '}
            {step.preview.encoding
              ? t('file.detected', {
                  encoding: step.preview.encoding,
                  delimiter: t(
                    `file.delimiters.${step.preview.delimiter === ';' ? 'semicolon' : step.preview.delimiter === ',' ? 'comma' : 'tab'}`,
                  ),
                })
              : null}
          </p>
          {step.preview.sheets.length > 1 ? (
            <p>
              <label htmlFor={sheetId}>{t('file.sheet')}</label>{' '}
              <select
                id={sheetId}
                className="lk-import-select"
                value={step.preview.sheet ?? ''}
                onChange={(event) => void chooseSheet(event.target.value)}
              >
                {step.preview.sheets.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </p>
          ) : null}
          <ImportMappingForm preview={step.preview} onSubmit={check} />
        </>
      ) : null}

      {step.kind === 'preview' ? (
        <ImportPreviewStep
          preview={step.preview}
          decisions={step.decisions}
          onDecide={(rows, action) =>
            setStep({
              ...step,
              decisions: { ...step.decisions, ...Object.fromEntries(rows.map((row) => [row, action])) },
            })
          }
          onDownloadProblems={() => void downloadProblems(step.preview)}
        />
      ) : null}

      {step.kind === 'applying' ? (
        <div role="status" className="lk-import-applying">
          <ProgressBar
            value={step.total ? Math.round((step.done / step.total) * 100) : 0}
            aria-label={t('applying', { done: step.done, total: step.total })}
          />
          <p>{t('applying', { done: step.done, total: step.total })}</p>
        </div>
      ) : null}

      {step.kind === 'done' ? (
        <div role="status">
          <h3>{t('result.title')}</h3>
          <p>{t(kind === 'PROTOCOL' ? 'result.summaryProtocols' : 'result.summary', step.result)}</p>
        </div>
      ) : null}
    </AppModal>
  );
}
