import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import type { FieldValues } from 'react-hook-form';
import { AppModal, useConfirm, useTranslation } from '@linhagem/ui-kit';
import { EntityFormFields } from './EntityFormFields';
import type { EntityForm } from './useEntityForm';

export type EntityFormDialogProps<F extends FieldValues> = {
  /** the dialog's form: `useEntityForm({ open, … })` without a basePath */
  form: EntityForm<F>;
  header: ReactNode;
  /** asked to close (Cancel, Escape, the ×, or the caller's `onSaved`): the caller hides it */
  onHide(): void;
  /** whether it is shown: the form's `open` by default */
  visible?: boolean;
  /** the submit's words: "Save" by default */
  submitLabel?: string;
  submitIcon?: string;
  /** a submit that undoes or refuses something (send a file back) */
  submitSeverity?: 'danger';
  /** the submit stays disabled while the form cannot be sent (nothing to send yet) */
  disabled?: boolean;
  /** no submit at all: the form says why it cannot be sent here (a paper to sign at a notary's) */
  noSubmit?: boolean;
  width?: number | string;
  /** the class of the `<form>`: a column of fields by default */
  className?: string;
  /** its fields (kit fields, `<ListField>`s), and any note or error of the whole form */
  children: ReactNode;
  /** more actions of the form, before Cancel (start again with another file) */
  actions?: ReactNode;
  /**
   * what the sent form answered, shown in the same dialog instead of the form (a report of the PDFs made), with its
   * own footer (its actions: close, start again)
   */
  result?: { body: ReactNode; footer: ReactNode } | null;
};

/** The first field a person can type in, or the first refused one, in document order. */
const FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';
const firstField = (root: HTMLElement, refused: boolean) =>
  root.querySelector<HTMLElement>(refused ? `[aria-invalid="true"]` : FIELD);

/**
 * A form in a modal (spec 9), the dialog mode of the one form kit (docs/adr-form-kit.md): it opens with the values it
 * is given and the focus on its first field; Save and Cancel in the footer, Enter in a field submits; a refused
 * submit takes the focus to the first refused field; closing with changes asks first (spec 8's question, in a
 * dialog); opening it again starts from the values given, not from the edits it was closed with.
 */
export function EntityFormDialog<F extends FieldValues>({
  form,
  header,
  onHide,
  visible = form.open ?? true,
  submitLabel,
  submitIcon,
  submitSeverity,
  disabled,
  noSubmit,
  width,
  className = 'lk-form-dialog',
  children,
  actions,
  result,
}: EntityFormDialogProps<F>) {
  const { t } = useTranslation('common');
  const confirm = useConfirm();
  const [element, setElement] = useState<HTMLFormElement | null>(null);
  const formId = `${form.idPrefix}-form`;
  const ready = form.status === 'ready';

  useEffect(() => {
    if (visible && ready && element && !element.contains(element.ownerDocument.activeElement))
      firstField(element, false)?.focus();
  }, [visible, ready, element]);

  // one question at a time: an Escape meant for the question must not ask it again from the dialog below
  const asking = useRef(false);
  const close = async () => {
    if (form.saving || asking.current) return;
    if (form.changed()) {
      asking.current = true;
      try {
        if (!(await confirm({ message: t('confirm.discard') }))) return;
      } finally {
        asking.current = false;
      }
    }
    onHide();
  };

  const submit = async () => {
    await form.submit();
    // after the render that marks the refused fields (the schema's, or the server's 400 issues)
    setTimeout(() => {
      if (element) firstField(element, true)?.focus();
    });
  };

  return (
    <AppModal
      visible={visible}
      onHide={() => void close()}
      header={header}
      width={width}
      footer={
        result ? (
          result.footer
        ) : (
          <div className="lk-form-dialog-footer">
            {actions}
            <Button type="button" label={t('actions.cancel')} outlined onClick={() => void close()} />
            {noSubmit ? null : (
              <Button
                type="submit"
                form={formId}
                label={submitLabel ?? t('actions.save')}
                icon={submitIcon}
                severity={submitSeverity}
                loading={form.saving}
                disabled={disabled || !ready}
              />
            )}
          </div>
        )
      }
    >
      {result ? (
        result.body
      ) : (
        <form
          id={formId}
          ref={setElement}
          className={className}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <EntityFormFields form={form}>{children}</EntityFormFields>
        </form>
      )}
    </AppModal>
  );
}
