import { useController } from 'react-hook-form';
import { Checkbox } from 'primereact/checkbox';
import { useFieldId } from './FieldShell';

export type CheckboxFieldProps = { name: string; label: string; disabled?: boolean };

export function CheckboxField({ name, label, disabled }: CheckboxFieldProps) {
  const { field } = useController({ name });
  const id = useFieldId(name);
  return (
    <div className="lc-check">
      <Checkbox
        inputId={id}
        checked={!!field.value}
        disabled={disabled}
        onChange={(event) => field.onChange(!!event.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
