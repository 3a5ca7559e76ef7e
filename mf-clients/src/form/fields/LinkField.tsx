import { ClientSearch } from '../../search/ClientSearch';
import type { ClientFormValues, LinkName, LinkValue } from '../formValues';
import { describedBy, FieldShell, fieldId, useController, useWatch } from '@linhagem/ui-kit/form';

export type LinkFieldProps = { name: LinkName; label: string; hint?: string };

/** A family link (father, mother, spouse, responsible) chosen with the client quick search. */
export function LinkField({ name, label, hint }: LinkFieldProps) {
  const { field, fieldState } = useController<ClientFormValues, LinkName>({ name });
  const selfId = useWatch<ClientFormValues, 'id'>({ name: 'id' });
  const id = fieldId(name);
  const error = fieldState.error?.message;
  const value = field.value as LinkValue;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <ClientSearch
        inputId={id}
        value={value ? { ...value, typeOfPerson: 'PERSON' } : null}
        onSelect={(client) => field.onChange(client ? { id: client.id, name: client.name } : null)}
        excludeIds={selfId ? [selfId] : []}
        invalid={!!error}
        describedBy={describedBy(id, error, hint)}
      />
    </FieldShell>
  );
}
