import type { CountryListItem, Language } from '@linhagem/contracts';
import { COUNTRY_ROWS } from './countryRows';

export type Country = {
  id: string;
  iso2: string;
  namePtBR: string;
  nameEnUS: string;
  nationalityEnUS: string;
  masculine: string;
  feminine: string;
};

/** Brasil → BRASIL, Estados Unidos → ESTADOS_UNIDOS, Itália → ITALIA. */
export function countryId(portugueseName: string): string {
  return portugueseName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]+/g, '_')
    .replace(/^_|_$/g, '');
}

export const COUNTRIES: readonly Country[] = COUNTRY_ROWS.trim()
  .split('\n')
  .map((row) => {
    const [iso2, namePtBR, nameEnUS, nationalityEnUS, masculine, feminine] = row.split('|');
    return { id: countryId(namePtBR), iso2, namePtBR, nameEnUS, nationalityEnUS, masculine, feminine };
  });

const BY_ID = new Map(COUNTRIES.map((c) => [c.id, c]));

export function findCountry(id: string): Country | undefined {
  return BY_ID.get(id);
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function toCountryListItem(country: Country, lang: Language): CountryListItem {
  const english = lang === 'en-US';
  return {
    id: country.id,
    iso2: country.iso2,
    name: english ? country.nationalityEnUS : capitalize(country.masculine),
    masculine: country.masculine,
    feminine: country.feminine,
    country: english ? country.nameEnUS : country.namePtBR,
  };
}

const sorted = new Map<Language, CountryListItem[]>();

/** The list in one language, sorted by country name in that language (cached: it never changes). */
export function countryList(lang: Language): CountryListItem[] {
  let list = sorted.get(lang);
  if (!list) {
    list = COUNTRIES.map((c) => toCountryListItem(c, lang)).sort((a, b) =>
      a.country.localeCompare(b.country, lang),
    );
    sorted.set(lang, list);
  }
  return list;
}
