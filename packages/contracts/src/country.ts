import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from './constants';

/** One item of `GET /api/country` (spec 3): `name` is the nationality, `country` the country's name, both in the asked language; `masculine` and `feminine` are the Portuguese nationality forms. */
export type CountryListItem = {
  /** stable id, upper-case Portuguese name without accents (`BRASIL`, `ITALIA`, `ESTADOS_UNIDOS`) */
  id: string;
  /** ISO 3166-1 alpha-2 code */
  iso2: string;
  /** nationality in the asked language (`Brazilian` / `brasileiro`) */
  name: string;
  masculine: string;
  feminine: string;
  /** the country's name in the asked language */
  country: string;
};

/** Query of `GET /api/country` and `GET /api/country/:id`; without `lang`, Accept-Language decides (pt-BR by default). */
export const countryQuerySchema = z.object({ lang: z.enum(SUPPORTED_LANGUAGES).optional() }).strict();
export const countryIdSchema = z.string().regex(/^[A-Z_]{2,40}$/);
