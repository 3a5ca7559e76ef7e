import { useController } from 'react-hook-form';
import { describedBy, FieldShell, useFieldId } from './FieldShell';
import { MaskInput } from '@linhagem/ui-kit';

export type MaskedFieldProps = {
  name: string;
  label: string;
  mask: string;
  disabled?: boolean;
  hint?: string;
  autoComplete?: string;
};

/** A masked input (spec 3 masks); an incomplete value is kept so the schema can report it. */
export function MaskedField({ name, label, mask, disabled, hint, autoComplete }: MaskedFieldProps) {
  const { field, fieldState } = useController({ name });
  const id = useFieldId(name);
  const error = fieldState.error?.message;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <MaskInput
        id={id}
        name={field.name}
        mask={mask}
        value={(field.value as string) ?? ''}
        onValueChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled}
        autoComplete={autoComplete}
        invalid={!!error}
        describedBy={describedBy(id, error, hint)}
      />
    </FieldShell>
  );
}
