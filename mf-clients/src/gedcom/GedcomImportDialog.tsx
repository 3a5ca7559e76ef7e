import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { Message } from 'primereact/message';
import type { GedcomApplyResult, GedcomPreview } from '@linhagem/contracts';
import { AppModal, useTranslation } from '@linhagem/ui-kit';
import { useClientApi } from '../api/useClientApi';
import { translateError } from '../shared/translateError';
import { GedcomPreviewTable } from './GedcomPreviewTable';
import { GedcomProblems } from './GedcomProblems';
import { hasBlockingErrors, initialDecisions, toApplyDecisions, type DecisionValue } from './gedcomDecisions';

export type GedcomImportDialogProps = {
  visible: boolean;
  onHide(): void;
  onApplied?(result: GedcomApplyResult): void;
};

type Step =
  | { kind: 'choose' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'preview'; preview: GedcomPreview; decisions: Record<string, DecisionValue>; applying: boolean }
  | { kind: 'done'; result: GedcomApplyResult };

/**
 * Import GEDCOM (docs/adr-gedcom.md): upload with progress, the preview (every person with a create / link / skip
 * choice, the clients offered, the problems with their lines), then apply and its summary. Nothing is written
 * before Apply.
 */
export function GedcomImportDialog({ visible, onHide, onApplied }: GedcomImportDialogProps) {
  const { t } = useTranslation('clients');
  const api = useClientApi();
  const fileInputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setError(null);
    setStep({ kind: 'choose' });
  };
  const close = () => {
    reset();
    onHide();
  };

  const read = async () => {
    if (!file) return;
    setError(null);
    setStep({ kind: 'uploading', percent: 0 });
    try {
      const preview = await api.gedcomPreview(file, (percent) => setStep({ kind: 'uploading', percent }));
      setStep({ kind: 'preview', preview, decisions: initialDecisions(preview), applying: false });
    } catch (failure) {
      setError(translateError(t, failure));
      setStep({ kind: 'choose' });
    }
  };

  const apply = async () => {
    if (step.kind !== 'preview') return;
    setError(null);
    setStep({ ...step, applying: true });
    try {
      const result = await api.gedcomApply(step.preview.importId, toApplyDecisions(step.decisions));
      setStep({ kind: 'done', result });
      onApplied?.(result);
    } catch (failure) {
      setError(translateError(t, failure));
      setStep({ ...step, applying: false });
    }
  };

  const footer =
    step.kind === 'preview' ? (
      <div className="lc-modal-footer">
        <Button type="button" label={t('gedcom.another')} text onClick={reset} />
        <Button
          type="button"
          icon="pi pi-check"
          label={step.applying ? t('gedcom.applying') : t('gedcom.apply')}
          loading={step.applying}
          disabled={hasBlockingErrors(step.preview, step.decisions)}
          onClick={() => void apply()}
        />
      </div>
    ) : step.kind === 'done' ? (
      <div className="lc-modal-footer">
        <Button type="button" label={t('gedcom.another')} text onClick={reset} />
        <Button type="button" label={t('gedcom.close')} onClick={close} />
      </div>
    ) : null;

  return (
    <AppModal visible={visible} onHide={close} header={t('gedcom.importTitle')} footer={footer} width={1100}>
      {error ? <Message severity="error" text={error} className="lc-gedcom-message" /> : null}
      {step.kind === 'choose' || step.kind === 'uploading' ? (
        <form
          className="lc-gedcom-choose"
          onSubmit={(event) => {
            event.preventDefault();
            void read();
          }}
        >
          <label htmlFor={fileInputId}>{t('gedcom.chooseFile')}</label>
          <input
            id={fileInputId}
            type="file"
            accept=".ged,.GED,text/plain"
            disabled={step.kind === 'uploading'}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <p className="lc-muted">{t('gedcom.fileHint')}</p>
          {step.kind === 'uploading' ? (
            <div role="status">
              <ProgressBar value={step.percent} aria-label={t('gedcom.sending', { percent: step.percent })} />
              <p>
                {step.percent < 100 ? t('gedcom.sending', { percent: step.percent }) : t('gedcom.reading')}
              </p>
            </div>
          ) : (
            <Button type="submit" icon="pi pi-upload" label={t('gedcom.send')} disabled={!file} />
          )}
        </form>
      ) : null}
      {step.kind === 'preview' ? (
        <>
          <p>
            {t('gedcom.summary', {
              fileName: step.preview.fileName,
              version: step.preview.version || '?',
              encoding: step.preview.encoding,
              persons: step.preview.persons.length,
              families: step.preview.families.length,
            })}
          </p>
          <GedcomProblems problems={step.preview.problems} />
          {hasBlockingErrors(step.preview, step.decisions) ? (
            <Message severity="warn" text={t('gedcom.errorsBlock')} className="lc-gedcom-message" />
          ) : null}
          <GedcomPreviewTable
            preview={step.preview}
            decisions={step.decisions}
            onDecide={(xref, value) => setStep({ ...step, decisions: { ...step.decisions, [xref]: value } })}
          />
        </>
      ) : null}
      {step.kind === 'done' ? (
        <p role="status">
          {t('gedcom.result', {
            created: step.result.created,
            linked: step.result.linked,
            skipped: step.result.skipped,
          })}
        </p>
      ) : null}
    </AppModal>
  );
}
