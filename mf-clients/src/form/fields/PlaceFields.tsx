import { useWatch } from 'react-hook-form';
import { BRASIL, BRAZILIAN_STATES } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import type { ClientFormValues } from '../formValues';
import { useCountryOptions } from '../CountriesContext';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

export type PlaceFieldsProps = {
  prefix: 'birthPlace' | 'deathPlace' | 'wedding' | 'address';
  labels: { country: string; state: string; foreignState: string; city: string };
  disabled?: boolean;
};

export const STATE_OPTIONS = BRAZILIAN_STATES.map((uf) => ({ value: uf, label: uf }));

/** Country, then a UF dropdown (country BRASIL) or a free state text (spec 3), then city. */
export function PlaceFields({ prefix, labels, disabled }: PlaceFieldsProps) {
  const { t } = useTranslation('clients');
  const countries = useCountryOptions();
  const country = useWatch<ClientFormValues, `${typeof prefix}.country`>({ name: `${prefix}.country` });
  return (
    <>
      <SelectField
        name={`${prefix}.country`}
        label={labels.country}
        options={countries}
        placeholder={t('placeholders.country')}
        emptyValue=""
        filter
        disabled={disabled}
      />
      {country === BRASIL ? (
        <SelectField
          name={`${prefix}.state`}
          label={labels.state}
          options={STATE_OPTIONS}
          placeholder={t('placeholders.state')}
          emptyValue=""
          filter
          disabled={disabled}
        />
      ) : (
        <TextField name={`${prefix}.foreignState`} label={labels.foreignState} disabled={disabled} />
      )}
      <TextField name={`${prefix}.city`} label={labels.city} disabled={disabled} autoComplete="off" />
    </>
  );
}
