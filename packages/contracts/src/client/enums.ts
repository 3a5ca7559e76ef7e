/** Closed value lists of the client (spec 3): the zod schemas, the mongoose model and the form's options read them. */

/** Country id of Brazil in the country list (`GET /api/country`). */
export const BRASIL = 'BRASIL';

/** The 27 Brazilian federative units (spec 3, address state). */
export const BRAZILIAN_STATES = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const; // prettier-ignore
export type BrazilianState = (typeof BRAZILIAN_STATES)[number];

export const TYPES_OF_PERSON = ['PERSON', 'COMPANY'] as const;
export type TypeOfPerson = (typeof TYPES_OF_PERSON)[number];
export const GENDERS = ['MASCULINE', 'FEMININE', 'OTHER'] as const;
export type Gender = (typeof GENDERS)[number];
export const MARITAL_STATUSES = ['SINGLE', 'MARRIED', 'STABLE_UNION', 'DIVORCED', 'WIDOWED'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

/** The four family links: ids of other clients. */
export const CLIENT_LINK_FIELDS = ['father', 'mother', 'spouse', 'responsible'] as const;
export type ClientLinkField = (typeof CLIENT_LINK_FIELDS)[number];

/** The fields that hold a place; each follows the same country / state rule. */
export const CLIENT_PLACE_FIELDS = ['birthPlace', 'deathPlace', 'wedding', 'address'] as const;
