import { useCallback, useId, useState } from 'react';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { Message } from 'primereact/message';
import {
  gedcomApplyBodySchema,
  gedcomPreviewFileSchema,
  type GedcomApplyResult,
  type GedcomPreview,
} from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { EntityFormDialog, useController, useEntityForm } from '@linhagem/ui-kit/form/core';
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

/** The file to read first, then each person's decision once the preview is read. */
type Values = { file: File | null; decisions: Record<string, DecisionValue> };
const NOTHING: Values = { file: null, decisions: {} };

/** The .ged file to read: a file input (its own value is the browser's, never set back). */
function FileChoice({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('clients');
  const id = useId();
  const { field } = useController<Values, 'file'>({ name: 'file' });
  return (
    <>
      <label htmlFor={id}>{t('gedcom.chooseFile')}</label>
      <input
        id={id}
        type="file"
        accept=".ged,.GED,text/plain"
        disabled={disabled}
        onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
      />
      <p className="lc-muted">{t('gedcom.fileHint')}</p>
    </>
  );
}

/** Every person of the preview with the create / link / skip decision the form holds. */
function Decisions({ preview }: { preview: GedcomPreview }) {
  const { field } = useController<Values, 'decisions'>({ name: 'decisions' });
  return (
    <GedcomPreviewTable
      preview={preview}
      decisions={field.value}
      onDecide={(xref, value) => field.onChange({ ...field.value, [xref]: value })}
    />
  );
}

/**
 * Import GEDCOM (docs/adr-gedcom.md): upload with progress, the preview (every person with a create / link / skip
 * choice, the clients offered, the problems with their lines), then apply and its summary. Nothing is written
 * before Apply. A kit dialog (docs/adr-form-kit.md) of two steps, each checked by its contract: the file the preview
 * reads, then the decisions the apply takes.
 */
export function GedcomImportDialog({ visible, onHide, onApplied }: GedcomImportDialogProps) {
  const { t } = useTranslation('clients');
  const api = useClientApi();
  const [preview, setPreview] = useState<GedcomPreview | null>(null);
  const [percent, setPercent] = useState(0);
  const [result, setResult] = useState<GedcomApplyResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const schema = useCallback(() => (preview ? gedcomApplyBodySchema : gedcomPreviewFileSchema), [preview]);
  const toBody = useCallback(
    (values: Values) => (preview ? { decisions: toApplyDecisions(values.decisions) } : { file: values.file }),
    [preview],
  );
  const form = useEntityForm<Values, GedcomApplyResult>({
    empty: NOTHING,
    open: visible,
    schema,
    toBody,
    save: async (values) => {
      setError(null);
      try {
        if (preview) return await api.gedcomApply(preview.importId, toApplyDecisions(values.decisions));
        setPercent(0);
        const read = await api.gedcomPreview(values.file!, setPercent);
        setPreview(read);
        form.reset({ file: null, decisions: initialDecisions(read) });
        return null;
      } catch (failure) {
        setError(translateError(t, failure));
        return null;
      }
    },
    onSaved: (applied) => {
      setResult(applied);
      onApplied?.(applied);
    },
    successMessage: false,
    invalidToast: false,
    idPrefix: 'gedcom-import',
  });

  const again = () => {
    setPreview(null);
    setResult(null);
    setError(null);
    form.reset(NOTHING);
  };
  const close = () => {
    again();
    onHide();
  };

  const blocked = preview ? hasBlockingErrors(preview, form.values.decisions) : false;
  const report = result
    ? {
        body: (
          <p role="status">
            {t('gedcom.result', { created: result.created, linked: result.linked, skipped: result.skipped })}
          </p>
        ),
        footer: (
          <div className="lc-modal-footer">
            <Button type="button" label={t('gedcom.another')} text onClick={again} />
            <Button type="button" label={t('gedcom.close')} onClick={close} />
          </div>
        ),
      }
    : null;

  return (
    <EntityFormDialog
      form={form}
      onHide={close}
      header={t('gedcom.importTitle')}
      width={1100}
      className={preview ? undefined : 'lc-gedcom-choose'}
      submitLabel={preview ? (form.saving ? t('gedcom.applying') : t('gedcom.apply')) : t('gedcom.send')}
      submitIcon={preview ? 'pi pi-check' : 'pi pi-upload'}
      disabled={preview ? blocked : !form.values.file}
      actions={
        preview ? <Button type="button" label={t('gedcom.another')} text onClick={again} /> : undefined
      }
      result={report}
    >
      {error ? <Message severity="error" text={error} className="lc-gedcom-message" /> : null}
      {preview ? (
        <>
          <p>
            {t('gedcom.summary', {
              fileName: preview.fileName,
              version: preview.version || '?',
              encoding: preview.encoding,
              persons: preview.persons.length,
              families: preview.families.length,
            })}
          </p>
          <GedcomProblems problems={preview.problems} />
          {blocked ? (
            <Message severity="warn" text={t('gedcom.errorsBlock')} className="lc-gedcom-message" />
          ) : null}
          <Decisions preview={preview} />
        </>
      ) : (
        <>
          <FileChoice disabled={form.saving} />
          {form.saving ? (
            <div role="status">
              <ProgressBar value={percent} aria-label={t('gedcom.sending', { percent })} />
              <p>{percent < 100 ? t('gedcom.sending', { percent }) : t('gedcom.reading')}</p>
            </div>
          ) : null}
        </>
      )}
    </EntityFormDialog>
  );
}
