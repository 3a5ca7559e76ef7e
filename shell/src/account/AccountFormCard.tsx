import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { EntityFormFields, type EntityForm } from '@linhagem/ui-kit/form/core';

export type AccountFormCardProps = {
  /** the heading's id, which names the form */
  titleId: string;
  title: string;
  submitLabel: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's state
  form: EntityForm<any>;
  children: ReactNode;
};

/** One form of the account page: a card with its heading, its fields and its submit. */
export function AccountFormCard({ titleId, title, submitLabel, form, children }: AccountFormCardProps) {
  return (
    <form
      className="card-form"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
      noValidate
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{title}</h2>
      <EntityFormFields form={form}>{children}</EntityFormFields>
      <Button type="submit" label={submitLabel} />
    </form>
  );
}
