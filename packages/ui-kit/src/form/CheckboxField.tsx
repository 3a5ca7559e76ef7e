import { useController } from 'react-hook-form';
import { Checkbox } from 'primereact/checkbox';
import { fieldId } from './FieldShell';

export type CheckboxFieldProps = { name: string; label: string };

export function CheckboxField({ name, label }: CheckboxFieldProps) {
  const { field } = useController({ name });
  const id = fieldId(name);
  return (
    <div className="lc-check">
      <Checkbox inputId={id} checked={!!field.value} onChange={(event) => field.onChange(!!event.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
