import type { ReactNode, Ref } from 'react';
import { useController } from 'react-hook-form';
import { describedBy, FieldShell, useFieldId } from './FieldShell';

/** What a field's own widget is given: its id, value and change, and the error state already wired. */
export type FieldControl = {
  id: string;
  name: string;
  value: unknown;
  onChange(value: unknown): void;
  onBlur(): void;
  ref: Ref<never>;
  invalid: boolean;
  /** the ids of its error and hint, for `aria-describedby` */
  describedBy: string | undefined;
};

export type ControlledFieldProps = {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  /** the widget (a rich-text editor, a multi-select, a file input) */
  render(control: FieldControl): ReactNode;
};

/** A form field whose input is a widget of the page's own, inside the one label, error and hint. */
export function ControlledField({ name, label, hint, required, render }: ControlledFieldProps) {
  const { field, fieldState } = useController({ name });
  const id = useFieldId(name);
  const error = fieldState.error?.message;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      {render({
        id,
        name: field.name,
        value: field.value,
        onChange: field.onChange,
        onBlur: field.onBlur,
        ref: field.ref as Ref<never>,
        invalid: !!error,
        describedBy: describedBy(id, error, hint),
      })}
    </FieldShell>
  );
}
