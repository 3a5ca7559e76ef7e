import { z } from 'zod';
import { objectIdSchema } from '../client/fields';
import {
  GEDCOM_ACTIONS,
  GEDCOM_DATE_PRECISIONS,
  GEDCOM_MATCH_REASONS,
  GEDCOM_PROBLEM_SEVERITIES,
  GEDCOM_DEFAULT_GENERATIONS,
  GEDCOM_MAX_GENERATIONS,
  type GedcomProblemCode,
} from './codes';

/**
 * What a GEDCOM import read that a client's fields cannot hold, kept beside them as text: an approximate date
 * (`ABT 1880`, `BET 1890 AND 1895`, a year alone) or a place not mapped to a country. The client read answers it.
 */
export type GedcomText = Partial<
  Record<'birthDay' | 'deathDay' | 'marriedDay' | 'birthPlace' | 'deathPlace' | 'weddingPlace', string>
>;

/** A GEDCOM date as read: its text, its precision, and the ISO date when it is EXACT. */
export type GedcomDate = {
  text: string;
  precision: (typeof GEDCOM_DATE_PRECISIONS)[number];
  /** `YYYY-MM-DD`, only for an EXACT date a client field can hold */
  iso?: string;
  /** the first year the date names, for sorting and checks */
  year?: number;
};

/** A GEDCOM place: its text, and the client place it maps to where it can (country id, UF or foreign state, city). */
export type GedcomPlace = {
  text: string;
  country?: string;
  state?: string;
  foreignState?: string;
  city?: string;
};

export type GedcomEvent = { date?: GedcomDate; place?: GedcomPlace };

export type GedcomMatch = {
  clientId: string;
  name: string;
  birthDay?: string;
  reason: (typeof GEDCOM_MATCH_REASONS)[number];
};

export type GedcomPerson = {
  xref: string;
  /** the line of its `0 @X@ INDI` */
  line: number;
  name: string;
  /** alternative names (other NAME records, their ROMN/FONE/TRAN forms, GEDCOM 7 NAME TYPE AKA…) */
  nameVariants: string[];
  sex?: 'M' | 'F' | 'X' | 'U';
  cpf?: string;
  birth?: GedcomEvent;
  death?: GedcomEvent;
  /** whether the file says the person died (DEAT with or without date) */
  dead: boolean;
  fatherXref?: string;
  motherXref?: string;
  spouseXrefs: string[];
  /** the families where the person is a spouse, in file order */
  familyXrefs: string[];
  /** clients already in Linhagem that may be this person */
  matches: GedcomMatch[];
};

export type GedcomFamily = {
  xref: string;
  line: number;
  husbandXref?: string;
  wifeXref?: string;
  childXrefs: string[];
  marriage?: GedcomEvent;
  divorced: boolean;
};

export type GedcomProblem = {
  line: number;
  code: GedcomProblemCode;
  severity: (typeof GEDCOM_PROBLEM_SEVERITIES)[number];
  /** readable English; the screens translate `code` with `values` */
  message: string;
  /** the persons it concerns (a family's problem names its members) */
  xrefs: string[];
  values?: Record<string, string>;
};

/** `POST /api/client/gedcom/preview` answers it; nothing is written but the preview itself (with a TTL). */
export type GedcomPreview = {
  importId: string;
  fileName: string;
  version: string;
  encoding: string;
  expiresAt: string;
  persons: GedcomPerson[];
  families: GedcomFamily[];
  problems: GedcomProblem[];
};

export const gedcomDecisionSchema = z
  .object({
    xref: z.string().min(1).max(40),
    action: z.enum(GEDCOM_ACTIONS),
    clientId: objectIdSchema.optional(),
  })
  .strict()
  .refine((d) => d.action !== 'LINK' || !!d.clientId, { message: 'field.default.error', path: ['clientId'] });
export type GedcomDecision = z.infer<typeof gedcomDecisionSchema>;

/**
 * What `POST /api/client/gedcom/preview` is sent: one file in the multipart field GEDCOM_FILE_FIELD (a browser's
 * File, written as what is read of it so the contracts need no DOM types). The service reads the bytes.
 */
export const gedcomPreviewFileSchema = z.object({
  file: z.custom<{ name: string; size: number }>(
    (value) => typeof value === 'object' && value !== null && 'name' in value && 'size' in value,
    { message: 'field.default.error' },
  ),
});

/** Body of `POST /api/client/gedcom/{importId}/apply`: one decision per person of the preview. */
export const gedcomApplyBodySchema = z
  .object({ decisions: z.array(gedcomDecisionSchema).max(100_000) })
  .strict();
export type GedcomApplyBody = z.infer<typeof gedcomApplyBodySchema>;

export type GedcomApplyResult = {
  created: number;
  linked: number;
  skipped: number;
  /** each person applied and the client it is now */
  clients: { xref: string; clientId: string; action: 'CREATE' | 'LINK' }[];
};

/** `GET /api/client/{id}/gedcom?generations=N` */
export const gedcomExportQuerySchema = z.object({
  generations: z.coerce.number().int().min(1).max(GEDCOM_MAX_GENERATIONS).default(GEDCOM_DEFAULT_GENERATIONS),
});
