import { useWatch } from 'react-hook-form';
import { BRASIL, BRAZILIAN_STATES } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import type { ClientFormValues, PlaceValues } from '../formValues';
import { useCountryOptions } from '../CountriesContext';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

export type PlacePrefix = 'birthPlace' | 'deathPlace' | 'wedding' | 'address';

const ownPlace = <P extends 'birth' | 'death' | 'wedding'>(place: P) =>
  ({
    country: `fields.${place}Country`,
    state: `fields.${place}State`,
    foreignState: `fields.${place}State`,
    city: `fields.${place}City`,
  }) as const;

/** The label key of each place field, shared by the form and the audit (the address uses the plain names). */
export const PLACE_LABEL_KEYS = {
  birthPlace: ownPlace('birth'),
  deathPlace: ownPlace('death'),
  wedding: ownPlace('wedding'),
  address: {
    country: 'fields.country',
    state: 'fields.state',
    foreignState: 'fields.foreignState',
    city: 'fields.city',
  },
} as const satisfies Record<PlacePrefix, Record<keyof PlaceValues, `fields.${string}`>>;

export type PlaceFieldsProps = { prefix: PlacePrefix; disabled?: boolean };

/** Country, then a UF dropdown (country BRASIL) or a free state text (spec 3), then city. */
export function PlaceFields({ prefix, disabled }: PlaceFieldsProps) {
  const { t } = useTranslation('clients');
  const countries = useCountryOptions();
  const country = useWatch<ClientFormValues, `${typeof prefix}.country`>({ name: `${prefix}.country` });
  const label = (field: keyof PlaceValues) => t(PLACE_LABEL_KEYS[prefix][field]);
  // states show their names, the code after them: "São Paulo (SP)"
  const stateOptions = BRAZILIAN_STATES.map((uf) => ({ value: uf, label: `${t(`states.${uf}`)} (${uf})` }));
  return (
    <>
      <SelectField
        name={`${prefix}.country`}
        label={label('country')}
        options={countries}
        placeholder={t('placeholders.country')}
        emptyValue=""
        filter
        disabled={disabled}
      />
      {country === BRASIL ? (
        <SelectField
          name={`${prefix}.state`}
          label={label('state')}
          options={stateOptions}
          placeholder={t('placeholders.state')}
          emptyValue=""
          filter
          disabled={disabled}
        />
      ) : (
        <TextField name={`${prefix}.foreignState`} label={label('foreignState')} disabled={disabled} />
      )}
      <TextField name={`${prefix}.city`} label={label('city')} disabled={disabled} autoComplete="off" />
    </>
  );
}
