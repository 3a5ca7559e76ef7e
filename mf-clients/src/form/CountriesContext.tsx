import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useClientApi } from '../api/useClientApi';
import type { Country } from '../api/types';
import { useLanguage } from '../shared/useLanguage';
import { CountryOptionsProvider } from '@linhagem/ui-kit';

export type CountriesProviderProps = { children: ReactNode };

/** Loads `GET /api/country` once per language for every place of the form. */
export function CountriesProvider({ children }: CountriesProviderProps) {
  const api = useClientApi();
  const language = useLanguage();
  const [countries, setCountries] = useState<Country[]>([]);
  useEffect(() => {
    let current = true;
    api
      .countries(language)
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
  return <CountryOptionsProvider value={options}>{children}</CountryOptionsProvider>;
}
