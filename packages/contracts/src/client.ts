import { z } from 'zod';
import { MIN_YEAR, maxYear } from './constants';

/**
 * Client (spec sections 3 and 5): the zod schemas shared by the mf-clients form and services/clients.
 * Issue messages are i18n keys (`field.default.error`, `forms.email-invalid`, `client.*`): the form translates them.
 */

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

/** Message keys the schemas put on their issues (the frontend's translation keys). */
export const CLIENT_MESSAGES = {
  required: 'field.default.error',
  emailInvalid: 'forms.email-invalid',
  cpfInvalid: 'client.cpf-invalid',
  cnpjInvalid: 'client.cnpj-invalid',
  rgInvalid: 'client.rg-invalid',
  phoneInvalid: 'client.phone-invalid',
  zipCodeInvalid: 'client.zip-code-invalid',
  dateInvalid: 'client.date-invalid',
  yearOutOfRange: 'client.year-out-of-range',
  birthAfterToday: 'client.birth-after-today',
  deathOutOfRange: 'client.death-out-of-range',
  deathButAlive: 'client.death-but-alive',
  marriedDayOutOfRange: 'client.married-day-out-of-range',
  stateInvalid: 'client.state-invalid',
  idInvalid: 'client.id-invalid',
  selfLink: 'client.self-link',
  tooLong: 'client.too-long',
} as const;

/** Stable `code` of the client service's refusals (HTTP status in the comment). */
export const CLIENT_ERROR_CODES = {
  /** 409 '{name} already married currently!' */
  alreadyMarried: 'client.already-married',
  /** 409 unless the body carries `confirmDuplicateName: true`; details `{ duplicates: [{id,name}] }` */
  duplicateName: 'client.duplicate-name',
  /** 409 unless the body carries `confirmIncompleteWedding: true`; details `{ missing: string[] }` */
  incompleteWedding: 'client.incomplete-wedding',
  /** 409 'There is some wedding for this client' */
  hasWedding: 'client.has-wedding',
  /** 409 'There is some protocol for this client' */
  hasProtocol: 'client.has-protocol',
  /** 409 a father, mother or responsible link from other clients points at this one; details `{ clients: [{id,name}] }` */
  hasRelatives: 'client.has-relatives',
  /** 400 a father/mother/spouse/responsible id that is no client */
  linkNotFound: 'client.link-not-found',
  /** 503 the protocols service could not be asked before a delete */
  protocolsUnavailable: 'protocols.unavailable',
} as const;

/** Digits only: `123.456.789-09` → `12345678909`. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** A CPF (Brazilian individual taxpayer number) from its nine base digits, with its two check digits appended. */
export function completeCpf(base: string): string {
  const digits = onlyDigits(base).slice(0, 9).split('').map(Number);
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += digits[i] * (length + 1 - i);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** CPF with its two check digits; masked or plain. */
export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  return digits.length === 11 && !/^(\d)\1{10}$/.test(digits) && completeCpf(digits) === digits;
}

/** CNPJ (Brazilian company number) with its two check digits; masked or plain. */
export function isValidCnpj(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 14 || /^(\d)\1{13}$/.test(digits)) return false;
  const check = (length: number) => {
    const weights =
      length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * weights[i];
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(12) === Number(digits[12]) && check(13) === Number(digits[13]);
}

/** spec 5: a filled email needs an at-sign and a dot (we ask for `x@y.z`, without spaces). */
export function isEmailValid(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** Today as a calendar date `YYYY-MM-DD` in the server's (or browser's) local time. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function checkIsoDate(value: string, ctx: z.RefinementCtx): void {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month, day] = match ? match.slice(1).map(Number) : [NaN, NaN, NaN];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    !match ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    ctx.addIssue({ code: 'custom', message: CLIENT_MESSAGES.dateInvalid });
  } else if (year < MIN_YEAR || year > maxYear()) {
    ctx.addIssue({ code: 'custom', message: CLIENT_MESSAGES.yearOutOfRange });
  }
}

/** A real calendar date `YYYY-MM-DD` (no time, no zone) with a year from MIN_YEAR to the current year + 100. */
export const isoDateSchema = z.string().superRefine(checkIsoDate);

export const objectIdSchema = z.string().regex(/^[a-f0-9]{24}$/i, CLIENT_MESSAGES.idInvalid);

/** Optional values: omitted, `null`, or (for text and dates, as a form sends them) `''` all mean "not set". */
const text = (max: number) => z.string().trim().max(max, CLIENT_MESSAGES.tooLong);
const optionalText = (max: number) => text(max).nullable().optional();
const optionalDate = z
  .union([isoDateSchema, z.literal('')])
  .nullable()
  .optional();
const optionalId = z
  .union([objectIdSchema, z.literal('')])
  .nullable()
  .optional();

const cpfSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || isValidCpf(v), CLIENT_MESSAGES.cpfInvalid)
  .transform(onlyDigits);
const cnpjSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || isValidCnpj(v), CLIENT_MESSAGES.cnpjInvalid)
  .transform(onlyDigits);
/** spec 3: four RG masks exist (state formats), so digits, letters, dots, dashes and slashes. */
const rgSchema = z
  .string()
  .trim()
  .max(20, CLIENT_MESSAGES.tooLong)
  .regex(/^[0-9A-Za-z.\-/ ]*$/, CLIENT_MESSAGES.rgInvalid);
/** Phone or cell phone, masked or not; stored as digits (8 to 15). */
const phoneSchema = z
  .string()
  .trim()
  .refine(
    (v) => v === '' || (/^[0-9()+\-\s.]+$/.test(v) && /^\d{8,15}$/.test(onlyDigits(v))),
    CLIENT_MESSAGES.phoneInvalid,
  )
  .transform(onlyDigits);
const emailSchema = z
  .string()
  .trim()
  .max(200, CLIENT_MESSAGES.tooLong)
  .refine((v) => v === '' || isEmailValid(v), CLIENT_MESSAGES.emailInvalid);

/** A place (birth, death): `state` is a UF code when the country is BRASIL, `foreignState` free text otherwise. */
export const placeSchema = z
  .object({
    country: optionalText(40),
    state: z
      .string()
      .refine(
        (v) => v === '' || (BRAZILIAN_STATES as readonly string[]).includes(v),
        CLIENT_MESSAGES.stateInvalid,
      )
      .nullable()
      .optional(),
    foreignState: optionalText(100),
    city: optionalText(100),
  })
  .strict();
export type Place = z.infer<typeof placeSchema>;

export const weddingSchema = placeSchema
  .extend({
    marriedDay: optionalDate,
    /** the current-marriage flag */
    current: z.boolean().optional(),
  })
  .strict();
export type Wedding = z.infer<typeof weddingSchema>;

export const addressSchema = placeSchema
  .extend({
    /** CEP `99999-999` when the country is BRASIL, free text otherwise */
    zipCode: optionalText(20),
    district: optionalText(100),
    street: optionalText(200),
    number: optionalText(20),
    complement: optionalText(100),
  })
  .strict();
export type Address = z.infer<typeof addressSchema>;

/** Fields a client carries, as the form sends them and the service stores them. */
export const clientFieldsSchema = z
  .object({
    name: text(200).min(1, CLIENT_MESSAGES.required),
    typeOfPerson: z.enum(TYPES_OF_PERSON).default('PERSON'),
    gender: z.enum(GENDERS).nullable().optional(),
    maritalStatus: z.enum(MARITAL_STATUSES).nullable().optional(),
    birthDay: optionalDate,
    deathDay: optionalDate,
    alive: z.boolean().default(true),
    birthPlace: placeSchema.nullable().optional(),
    deathPlace: placeSchema.nullable().optional(),
    cpf: cpfSchema.nullable().optional(),
    cnpj: cnpjSchema.nullable().optional(),
    rg: rgSchema.nullable().optional(),
    phoneNumber: phoneSchema.nullable().optional(),
    cellPhoneNumber: phoneSchema.nullable().optional(),
    email: emailSchema.nullable().optional(),
    tags: z.array(text(40).min(1, CLIENT_MESSAGES.required)).max(20).default([]),
    father: optionalId,
    mother: optionalId,
    spouse: optionalId,
    /** the responsible client of an underage */
    responsible: optionalId,
    fatherName: optionalText(200),
    motherName: optionalText(200),
    spousesName: optionalText(200),
    wedding: weddingSchema.nullable().optional(),
    address: addressSchema.nullable().optional(),
    notes: optionalText(2000),
  })
  .strict();

type ClientFields = z.infer<typeof clientFieldsSchema>;

const hasBrazilianZip = (zip: string | null | undefined) => !zip || /^\d{5}-?\d{3}$/.test(zip);

/** Cross-field rules of spec 5 (dates) and spec 3 (states), shared by the form and the service. */
export function checkClientRules(
  client: ClientFields & { id?: string },
  ctx: z.RefinementCtx,
  today = todayIso(),
): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  if (client.birthDay && client.birthDay > today) issue(['birthDay'], CLIENT_MESSAGES.birthAfterToday);
  if (client.deathDay) {
    if (client.deathDay > today || (client.birthDay && client.deathDay < client.birthDay)) {
      issue(['deathDay'], CLIENT_MESSAGES.deathOutOfRange);
    }
    if (client.alive === true) issue(['alive'], CLIENT_MESSAGES.deathButAlive);
  }
  const married = client.wedding?.marriedDay;
  if (married && (married > today || (client.birthDay && married < client.birthDay))) {
    issue(['wedding', 'marriedDay'], CLIENT_MESSAGES.marriedDayOutOfRange);
  }
  for (const key of ['birthPlace', 'deathPlace', 'wedding', 'address'] as const) {
    const place = client[key];
    if (place?.state && place.country && place.country !== BRASIL)
      issue([key, 'state'], CLIENT_MESSAGES.stateInvalid);
  }
  if (client.address?.country === BRASIL && !hasBrazilianZip(client.address.zipCode)) {
    issue(['address', 'zipCode'], CLIENT_MESSAGES.zipCodeInvalid);
  }
  for (const key of ['father', 'mother', 'spouse', 'responsible'] as const) {
    const id = client[key];
    if (id && client.id && id === client.id) issue([key], CLIENT_MESSAGES.selfLink);
  }
}

/**
 * Body of `POST /api/client` (create) and `POST /api/client/:id` (update). The confirmation flags answer the
 * service's 409 `client.duplicate-name` and `client.incomplete-wedding` after the person confirmed.
 * `id` is accepted (ignored in favour of the path) so the form can post back what it loaded; `version` enables
 * the optimistic-concurrency check (409 CONFLICT when someone saved in between).
 */
export const clientBodySchema = clientFieldsSchema
  .extend({
    id: objectIdSchema.optional(),
    version: z.number().int().min(0).optional(),
    confirmDuplicateName: z.boolean().optional(),
    confirmIncompleteWedding: z.boolean().optional(),
  })
  .strict()
  .superRefine((client, ctx) => checkClientRules(client, ctx));
export type ClientBody = z.infer<typeof clientBodySchema>;
export type ClientBodyInput = z.input<typeof clientBodySchema>;

/** A client as the service answers it. Unset optional values are absent. */
export type Client = Omit<ClientFields, 'father' | 'mother' | 'spouse' | 'responsible'> & {
  id: string;
  father?: string | null;
  mother?: string | null;
  spouse?: string | null;
  responsible?: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
};

/** Wedding details the person should confirm when missing (spec 5, "incomplete wedding details ask confirmation"). */
export function missingWeddingDetails(
  client: Pick<ClientFields, 'maritalStatus' | 'spouse' | 'spousesName' | 'wedding'>,
): string[] {
  const w = client.wedding;
  const started =
    client.maritalStatus === 'MARRIED' ||
    client.maritalStatus === 'STABLE_UNION' ||
    !!client.spouse ||
    !!(w && (w.marriedDay || w.country || w.state || w.foreignState || w.city || w.current));
  if (!started) return [];
  const missing: string[] = [];
  if (!client.spouse && !client.spousesName) missing.push('spouse');
  if (!w?.marriedDay) missing.push('wedding.marriedDay');
  if (!w?.country) missing.push('wedding.country');
  if (w?.country === BRASIL ? !w.state : !w?.foreignState) missing.push('wedding.state');
  if (!w?.city) missing.push('wedding.city');
  return missing;
}

/** Filter body of `POST /api/client/pagination` (every field optional, unknown fields refused). */
export const clientFilterSchema = z
  .object({
    /** case- and accent-insensitive part of the name */
    name: z.string().trim().max(200).optional(),
    /** CPF, CNPJ or RG, masked or not */
    document: z.string().trim().max(30).optional(),
    email: z.string().trim().max(200).optional(),
    /** clients carrying every one of these tags */
    tags: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
    typeOfPerson: z.enum(TYPES_OF_PERSON).optional(),
    gender: z.enum(GENDERS).optional(),
    maritalStatus: z.enum(MARITAL_STATUSES).optional(),
    alive: z.boolean().optional(),
    /** address state (UF) */
    state: z.enum(BRAZILIAN_STATES).optional(),
    city: z.string().trim().max(100).optional(),
  })
  .strict();
export type ClientFilter = z.infer<typeof clientFilterSchema>;

/** Sort fields of `POST /api/client/pagination` (`name` by default; `c.name` is accepted as the spec writes it). */
export const CLIENT_SORT_FIELDS = [
  'name',
  'birthDay',
  'createdAt',
  'updatedAt',
  'typeOfPerson',
  'email',
] as const;

/** `GET /api/client/s/10?name=` query. An empty term answers `[]` without a database call. */
export const clientQuickSearchQuerySchema = z.object({ name: z.string().max(200).default('') }).strict();

/** One row of `GET /api/client/s/10` and of the small `GET /api/client` list. */
export type ClientSummary = {
  id: string;
  name: string;
  typeOfPerson: TypeOfPerson;
  birthDay?: string | null;
  cpf?: string | null;
  cnpj?: string | null;
};

export const AUDIT_ACTIONS = ['CREATE', 'UPDATE', 'DELETE'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const auditFilterFields = {
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** a field path such as `name` or `address.city` */
  field: z.string().trim().max(60).optional(),
  userName: z.string().trim().max(100).optional(),
  /** inclusive calendar dates of the change */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
};

/** Filter body of `POST /api/client/audit` (entity Client). */
export const clientAuditFilterSchema = z
  .object({ clientId: objectIdSchema.optional(), ...auditFilterFields })
  .strict();
/** Filter body of every other `POST /api/<entity>/audit` (type services, letters, ...): `entityId` is the record's id. */
export const auditFilterSchema = z
  .object({ entityId: objectIdSchema.optional(), ...auditFilterFields })
  .strict();
export type AuditFilter = z.infer<typeof auditFilterSchema>;
export type ClientAuditFilter = z.infer<typeof clientAuditFilterSchema>;

/** Sort fields of `POST /api/client/audit` (`at,desc` by default). */
export const CLIENT_AUDIT_SORT_FIELDS = ['at', 'field', 'userName', 'action'] as const;

/** One audited change of one field: who, when, field, before, after (nested fields as `address.city`). */
export type AuditEntry = {
  id: string;
  /** `Client`, `TypeService`, `Letter`, ... */
  entity: string;
  entityId: string;
  /** the client's name at the time of the change */
  entityName: string;
  action: AuditAction;
  field: string;
  before: unknown;
  after: unknown;
  userName: string;
  name: string;
  /** ISO date-time */
  at: string;
};
