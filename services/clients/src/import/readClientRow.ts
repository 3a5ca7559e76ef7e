import {
  BRASIL,
  BRAZILIAN_STATES,
  IMPORT_PROBLEM_CODES,
  clientBodySchema,
  isEmailValid,
  isValidCpf,
  normalizeSearchText,
  onlyDigits,
  type ClientBody,
  type ClientBodyInput,
  type ClientImportField,
  type Gender,
  type ImportProblem,
  type ImportProblemCode,
  type MaritalStatus,
} from '@linhagem/contracts';
import { cpfDigits, importKey, parseImportDate, rowReference } from '@linhagem/service-kit';
import { COUNTRIES, countryId } from '../country/countries';

/** A family column's value: another row of the file, a CPF, or a name. */
export type FamilyReference = { row: number } | { cpf: string } | { name: string };
export type FamilyField = 'father' | 'mother' | 'spouse';

/** One row read with the mapping: the client's body (its own fields), its family references and its problems. */
export type ClientRow = {
  row: number;
  body?: ClientBody;
  /** the values the row filled, as the body's top-level fields: an update writes only these */
  filled: (keyof ClientBody)[];
  references: Partial<Record<FamilyField, FamilyReference>>;
  problems: ImportProblem[];
  cpf?: string;
  searchName: string;
  birthDay?: string;
};

const GENDERS: Record<string, Gender> = {
  m: 'MASCULINE',
  masculino: 'MASCULINE',
  masc: 'MASCULINE',
  male: 'MASCULINE',
  homem: 'MASCULINE',
  h: 'MASCULINE',
  f: 'FEMININE',
  feminino: 'FEMININE',
  fem: 'FEMININE',
  female: 'FEMININE',
  mulher: 'FEMININE',
  outro: 'OTHER',
  other: 'OTHER',
  o: 'OTHER',
  x: 'OTHER',
};
const MARITAL: Record<string, MaritalStatus> = {
  solteiro: 'SINGLE',
  solteira: 'SINGLE',
  'solteiro a': 'SINGLE',
  single: 'SINGLE',
  casado: 'MARRIED',
  casada: 'MARRIED',
  'casado a': 'MARRIED',
  married: 'MARRIED',
  'uniao estavel': 'STABLE_UNION',
  'stable union': 'STABLE_UNION',
  'common law': 'STABLE_UNION',
  divorciado: 'DIVORCED',
  divorciada: 'DIVORCED',
  'divorciado a': 'DIVORCED',
  divorced: 'DIVORCED',
  separado: 'DIVORCED',
  separada: 'DIVORCED',
  viuvo: 'WIDOWED',
  viuva: 'WIDOWED',
  'viuvo a': 'WIDOWED',
  widowed: 'WIDOWED',
  widow: 'WIDOWED',
  widower: 'WIDOWED',
};
const STATES = new Set<string>(BRAZILIAN_STATES);
const COUNTRY_BY_NAME = new Map<string, string>();
for (const c of COUNTRIES)
  for (const name of [c.namePtBR, c.nameEnUS, c.masculine, c.feminine, c.nationalityEnUS, c.iso2])
    if (name) COUNTRY_BY_NAME.set(normalizeSearchText(name), c.id);

const key = importKey;

/** A country as an office writes it (Brasil, Italy, italiana, IT) → its id; undefined when unknown. */
const countryOf = (value: string) =>
  COUNTRY_BY_NAME.get(normalizeSearchText(value)) ??
  (COUNTRIES.some((c) => c.id === countryId(value)) ? countryId(value) : undefined);

/** A family column's cell: `#12`, `linha 12`, `row 12` (another row of the file), a CPF, else a name. */
export function familyReference(value: string): FamilyReference {
  const row = rowReference(value);
  if (row !== undefined) return { row };
  if (/^[\d.\-\s]+$/.test(value) && isValidCpf(cpfDigits(value))) return { cpf: cpfDigits(value) };
  return { name: value.trim() };
}

/** Which import field a body issue's path is. */
const FIELD_OF_PATH: Record<string, ClientImportField> = {
  'birthPlace.city': 'birthCity',
  'birthPlace.state': 'birthState',
  'birthPlace.country': 'birthCountry',
  'address.zipCode': 'zipCode',
  'address.street': 'street',
  'address.number': 'number',
  'address.complement': 'complement',
  'address.district': 'district',
  'address.city': 'city',
  'address.state': 'state',
};
const CODE_OF_FIELD: Partial<Record<string, ImportProblemCode>> = {
  cpf: IMPORT_PROBLEM_CODES.cpfInvalid,
  birthDay: IMPORT_PROBLEM_CODES.dateInvalid,
  email: IMPORT_PROBLEM_CODES.emailInvalid,
};

/**
 * A row's cells, through the mapping, as a client body (the same schema as the client form, so the same rules),
 * with each problem named by the import field it comes from. Family columns are references resolved at apply.
 */
export function readClientRow(
  row: number,
  cells: string[],
  fieldColumns: Map<ClientImportField, number>,
): ClientRow {
  const problems: ImportProblem[] = [];
  const problem = (field: string, code: ImportProblemCode) => {
    if (!problems.some((p) => p.field === field)) problems.push({ row, field, code });
  };
  const cell = (field: ClientImportField) => {
    const index = fieldColumns.get(field);
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const oneLine = (field: ClientImportField) => cell(field).replace(/\s+/g, ' ');
  const body: ClientBodyInput = { name: oneLine('name') };
  if (!body.name) problem('name', IMPORT_PROBLEM_CODES.required);

  const cpf = cell('cpf');
  if (cpf) {
    if (isValidCpf(cpfDigits(cpf))) body.cpf = cpfDigits(cpf);
    else problem('cpf', IMPORT_PROBLEM_CODES.cpfInvalid);
  }
  const rg = oneLine('rg');
  if (rg) body.rg = rg;
  const birth = cell('birthDay');
  if (birth) {
    const iso = parseImportDate(birth);
    if (iso) body.birthDay = iso;
    else problem('birthDay', IMPORT_PROBLEM_CODES.dateInvalid);
  }
  const email = cell('email');
  if (email) {
    if (isEmailValid(email)) body.email = email.toLowerCase();
    else problem('email', IMPORT_PROBLEM_CODES.emailInvalid);
  }
  const gender = cell('gender');
  if (gender) {
    body.gender = GENDERS[key(gender)];
    if (!body.gender) problem('gender', IMPORT_PROBLEM_CODES.valueInvalid);
  }
  const marital = cell('maritalStatus');
  if (marital) {
    body.maritalStatus = MARITAL[key(marital)];
    if (!body.maritalStatus) problem('maritalStatus', IMPORT_PROBLEM_CODES.valueInvalid);
  }
  for (const field of ['phoneNumber', 'cellPhoneNumber'] as const) if (cell(field)) body[field] = cell(field);

  const birthCountryText = oneLine('birthCountry');
  const birthCountry = birthCountryText ? countryOf(birthCountryText) : undefined;
  if (birthCountryText && !birthCountry) problem('birthCountry', IMPORT_PROBLEM_CODES.valueInvalid);
  const birthState = oneLine('birthState').toUpperCase();
  const birthCity = oneLine('birthCity');
  if (birthCountry || birthState || birthCity) {
    const country = birthCountry ?? (birthState && STATES.has(birthState) ? BRASIL : undefined);
    body.birthPlace =
      country === BRASIL || !country
        ? { country, state: birthState || undefined, city: birthCity || undefined }
        : { country, foreignState: oneLine('birthState') || undefined, city: birthCity || undefined };
  }
  const address = {
    zipCode: oneLine('zipCode'),
    street: oneLine('street'),
    number: oneLine('number'),
    complement: oneLine('complement'),
    district: oneLine('district'),
    city: oneLine('city'),
    state: oneLine('state').toUpperCase(),
  };
  if (Object.values(address).some(Boolean)) {
    // an office's own spreadsheet: its addresses are in Brazil
    const zip = onlyDigits(address.zipCode);
    body.address = {
      country: BRASIL,
      ...Object.fromEntries(Object.entries(address).filter(([, v]) => v)),
      ...(address.zipCode
        ? { zipCode: zip.length === 8 ? `${zip.slice(0, 5)}-${zip.slice(5)}` : address.zipCode }
        : {}),
    };
  }
  const notes = cell('notes');
  if (notes) body.notes = notes;
  const tags = cell('tags');
  if (tags)
    body.tags = [
      ...new Set(
        tags
          .split(/[,;|]/)
          .map((t) => t.trim().slice(0, 40))
          .filter(Boolean),
      ),
    ].slice(0, 20);

  const references: ClientRow['references'] = {};
  for (const field of ['father', 'mother', 'spouse'] as const) {
    const value = oneLine(field);
    if (value) references[field] = familyReference(value);
  }

  const filled = Object.keys(body) as (keyof ClientBody)[];
  let parsed: ClientBody | undefined;
  if (!problems.length) {
    const result = clientBodySchema.safeParse(body);
    if (result.success) parsed = result.data;
    else
      for (const issue of result.error.issues) {
        const path = issue.path.join('.');
        const field = FIELD_OF_PATH[path] ?? String(issue.path[0] ?? 'name');
        problem(
          field,
          CODE_OF_FIELD[field] ??
            (field === 'name' ? IMPORT_PROBLEM_CODES.required : IMPORT_PROBLEM_CODES.valueInvalid),
        );
      }
  }
  return {
    row,
    body: parsed,
    filled,
    references,
    problems,
    cpf: body.cpf ?? undefined,
    searchName: normalizeSearchText(body.name),
    birthDay: body.birthDay ?? undefined,
  };
}
