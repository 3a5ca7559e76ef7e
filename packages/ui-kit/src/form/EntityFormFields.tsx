import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { FieldIdPrefix } from './FieldShell';
import type { EntityForm } from './useEntityForm';

export type EntityFormFieldsProps<F extends FieldValues> = { form: EntityForm<F>; children: ReactNode };

/** The form's fields: they find its values and errors, and their ids begin with its prefix. */
export function EntityFormFields<F extends FieldValues>({ form, children }: EntityFormFieldsProps<F>) {
  return (
    <FormProvider {...form.methods}>
      <FieldIdPrefix.Provider value={form.idPrefix}>{children}</FieldIdPrefix.Provider>
    </FormProvider>
  );
}
