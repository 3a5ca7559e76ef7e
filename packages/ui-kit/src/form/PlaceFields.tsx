import { createContext, useContext } from 'react';
import { useWatch } from 'react-hook-form';
import { BRASIL, BRAZILIAN_STATES } from '@linhagem/contracts';
import { useTranslation } from '../i18n/useTranslation';
import { SelectField, type SelectOption } from './SelectField';
import { TextField } from './TextField';

const CountryOptionsContext = createContext<SelectOption[]>([]);

/** The country options every place of a form offers (the page loads `GET /api/country` once). */
export const CountryOptionsProvider = CountryOptionsContext.Provider;

export function useCountryOptions(): SelectOption[] {
  return useContext(CountryOptionsContext);
}

type PlaceField = 'country' | 'state' | 'foreignState' | 'city';
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
} as const satisfies Record<PlacePrefix, Record<PlaceField, `fields.${string}`>>;

export type PlaceFieldsProps = { prefix: PlacePrefix; disabled?: boolean };

/** Country, then a UF dropdown (country BRASIL) or a free state text (spec 3), then city. */
export function PlaceFields({ prefix, disabled }: PlaceFieldsProps) {
  const { t } = useTranslation('clients');
  const countries = useCountryOptions();
  const country = useWatch({ name: `${prefix}.country` }) as string;
  const label = (field: PlaceField) => t(PLACE_LABEL_KEYS[prefix][field]);
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
