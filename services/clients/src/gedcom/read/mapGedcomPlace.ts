import { BRASIL, BRAZILIAN_STATES, normalizeSearchText, type GedcomPlace } from '@linhagem/contracts';
import { COUNTRIES } from '../../country/countries';

const key = (text: string) =>
  normalizeSearchText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Country names in Portuguese and English, their own names where they differ, and common short forms. */
const COUNTRY_BY_NAME = new Map<string, string>();
for (const country of COUNTRIES) {
  COUNTRY_BY_NAME.set(key(country.namePtBR), country.id);
  COUNTRY_BY_NAME.set(key(country.nameEnUS), country.id);
}
const ALIASES: Record<string, string> = {
  usa: 'United States',
  'united states of america': 'United States',
  eua: 'United States',
  uk: 'United Kingdom',
  england: 'United Kingdom',
  scotland: 'United Kingdom',
  wales: 'United Kingdom',
  brazil: 'Brazil',
  brasil: 'Brazil',
  italia: 'Italy',
  deutschland: 'Germany',
  espana: 'Spain',
  polska: 'Poland',
  nederland: 'Netherlands',
  osterreich: 'Austria',
  schweiz: 'Switzerland',
  'reino de italia': 'Italy',
  'regno d italia': 'Italy',
};
for (const [alias, english] of Object.entries(ALIASES)) {
  const id = COUNTRY_BY_NAME.get(key(english));
  if (id && !COUNTRY_BY_NAME.has(alias)) COUNTRY_BY_NAME.set(alias, id);
}

const STATE_NAMES: Record<string, string> = {
  AC: 'Acre', AL: 'Alagoas', AP: 'Amapá', AM: 'Amazonas', BA: 'Bahia', CE: 'Ceará', DF: 'Distrito Federal',
  ES: 'Espírito Santo', GO: 'Goiás', MA: 'Maranhão', MT: 'Mato Grosso', MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais', PA: 'Pará', PB: 'Paraíba', PR: 'Paraná', PE: 'Pernambuco', PI: 'Piauí',
  RJ: 'Rio de Janeiro', RN: 'Rio Grande do Norte', RS: 'Rio Grande do Sul', RO: 'Rondônia', RR: 'Roraima',
  SC: 'Santa Catarina', SP: 'São Paulo', SE: 'Sergipe', TO: 'Tocantins',
}; // prettier-ignore
const UF_BY_NAME = new Map<string, string>();
for (const uf of BRAZILIAN_STATES) {
  UF_BY_NAME.set(key(uf), uf);
  UF_BY_NAME.set(key(STATE_NAMES[uf]), uf);
}

/** The client place's name of a state of Brazil (São Paulo → SP), for the export. */
export const brazilianStateName = (uf: string) => STATE_NAMES[uf] ?? uf;

/**
 * A GEDCOM place (`city, county, state, country`, smallest first) mapped to a client place where it can be: the
 * last part a known country; in Brazil the state part a UF; the first part the city. Unknown country: only the
 * text is kept (the client's place fields stay empty; the text goes beside them).
 */
export function mapGedcomPlace(value: string): GedcomPlace {
  const text = value.trim().replace(/\s+/g, ' ');
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const place: GedcomPlace = { text };
  if (parts.length === 0) return place;
  const country = COUNTRY_BY_NAME.get(key(parts[parts.length - 1]));
  if (!country) return place;
  place.country = country;
  const inside = parts.slice(0, -1);
  if (inside.length === 0) return place;
  if (country === BRASIL) {
    // the state is the part nearest the country that names one (a county or region may sit between)
    for (let i = inside.length - 1; i >= 1; i--) {
      const uf = UF_BY_NAME.get(key(inside[i]));
      if (uf) {
        place.state = uf;
        break;
      }
    }
  } else if (inside.length >= 2) place.foreignState = inside[inside.length - 1];
  place.city = inside[0];
  return place;
}
