import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { AppModal, useTranslation } from '@linhagem/ui-kit';
import { EntityFormFields, type EntityForm } from '@linhagem/ui-kit/form/core';

export type FormModalProps = {
  visible: boolean;
  onHide(): void;
  header: string;
  width?: number;
  /** the form's id, which the footer's submit button names, so Enter in any field submits too */
  formId: string;
  submitLabel: string;
  /** the submit stays disabled while the form cannot be sent */
  disabled?: boolean;
  /** the modal's form (useEntityForm without a basePath): its fields inside, its submit on Enter and the button */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's state
  form?: EntityForm<any>;
  /** a form without fields of its own (a choice the submit waits for) */
  onSubmit?(): void;
  /** the form's class: the modal body's by default */
  className?: string;
  /** errors are the form's own, not the browser's bubbles */
  noValidate?: boolean;
  children: ReactNode;
};

/** A modal around one form (spec 9): its fields, then Cancel and the form's own submit in the footer. */
export function FormModal({
  visible,
  onHide,
  header,
  width,
  formId,
  submitLabel,
  disabled,
  form,
  onSubmit,
  className = 'lpr-modal-body',
  noValidate,
  children,
}: FormModalProps) {
  const { t } = useTranslation('common');
  return (
    <AppModal
      visible={visible}
      onHide={onHide}
      header={header}
      width={width}
      footer={
        <div className="lpr-modal-footer">
          <Button type="button" label={t('actions.cancel')} outlined onClick={onHide} />
          <Button type="submit" form={formId} label={submitLabel} disabled={disabled} />
        </div>
      }
    >
      <form
        id={formId}
        className={className}
        noValidate={noValidate}
        onSubmit={(event) => {
          event.preventDefault();
          if (form) void form.submit();
          else onSubmit?.();
        }}
      >
        {form ? <EntityFormFields form={form}>{children}</EntityFormFields> : children}
      </form>
    </AppModal>
  );
}
