import { z } from 'zod';
import { MIN_YEAR, maxYear } from '../constants';
import { objectIdText } from '../objectId';
import { currentOfficeTimeZone, officeToday } from '../officeDay/officeDay';
import { multiLineText, oneLineText } from '../oneLineText';
import { CLIENT_MESSAGES } from './codes';
import { isEmailValid, isValidCnpj, isValidCpf, onlyDigits } from './documents';
import { BRAZILIAN_STATES, GENDERS, MARITAL_STATUSES, TYPES_OF_PERSON } from './enums';

/** Field schemas of the client (spec 3 and 5); issue messages are `CLIENT_MESSAGES` codes. */

/**
 * Today as a calendar date `YYYY-MM-DD` on the office's calendar (currentOfficeTimeZone, DESIGN "The office's
 * day"), never the server's or the browser's zone.
 */
export function todayIso(now: Date | number = new Date()): string {
  return officeToday(currentOfficeTimeZone(), now);
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

export const objectIdSchema = objectIdText(CLIENT_MESSAGES.idInvalid);

/** Optional values: omitted, `null`, or (for text and dates, as a form sends them) `''` all mean "not set". */
const text = (max: number) => oneLineText().max(max, CLIENT_MESSAGES.tooLong);
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
/**
 * Phone or cell phone, masked or not: a national number stored as digits, an international one (leading `+`) in
 * E.164, `+` and 8 to 15 digits with a country code not starting with 0.
 */
const phoneSchema = z
  .string()
  .trim()
  .refine(
    (v) =>
      v === '' ||
      (/^[0-9()+\-\s.]+$/.test(v) &&
        (v.startsWith('+') ? /^[1-9]\d{7,14}$/ : /^\d{8,15}$/).test(onlyDigits(v))),
    CLIENT_MESSAGES.phoneInvalid,
  )
  .transform((v) => (v.startsWith('+') ? `+${onlyDigits(v)}` : onlyDigits(v)));
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

/** Most spellings of a name a client records besides the name itself (Italy's CNN: up to five extra). */
export const MAX_NAME_VARIANTS = 10;

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
    notes: multiLineText().max(2000, CLIENT_MESSAGES.tooLong).nullable().optional(),
    /** other spellings of the name found in records (CNN per spelling, name warnings, search) */
    nameVariants: z.array(text(200).min(1, CLIENT_MESSAGES.required)).max(MAX_NAME_VARIANTS).default([]),
    /** when the person naturalised in another country (breaks the line before a later birth) */
    naturalisationDate: optionalDate,
  })
  .strict();

/** A client's own fields as the schema parses them. */
export type ClientFields = z.infer<typeof clientFieldsSchema>;
/** The names of the fields a client carries, from the schema. */
export type ClientField = keyof ClientFields;
