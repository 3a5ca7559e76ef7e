import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { API_FAMILIES, BRASIL, BRAZILIAN_STATES, type CountryListItem } from '@linhagem/contracts';
import { SelectField, type SelectOption } from './SelectField';
import { TextField } from './TextField';
import { useApi, usePreferences, useTranslation } from '@linhagem/ui-kit';

const CountryOptionsContext = createContext<SelectOption[]>([]);

/** Loads `GET /api/country` (public reference data) once per language for every place of the form inside. */
export function CountriesProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const { language } = usePreferences();
  const [countries, setCountries] = useState<CountryListItem[]>([]);
  useEffect(() => {
    let current = true;
    api
      .get<CountryListItem[]>(API_FAMILIES.country.prefix, { query: { lang: language }, skipAuth: true })
      .then((list) => current && setCountries(Array.isArray(list) ? list : []))
      .catch(() => current && setCountries([]));
    return () => {
      current = false;
    };
  }, [api, language]);
  const options = useMemo(
    () =>
      countries
        .map((item) => ({ value: item.id, label: item.country }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [countries, language],
  );
  return <CountryOptionsContext.Provider value={options}>{children}</CountryOptionsContext.Provider>;
}

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
