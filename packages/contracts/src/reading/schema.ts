import { z } from 'zod';
import { multiLineText, oneLineText } from '../oneLineText';
import { READING_ERROR_CODES } from './codes';
import type { Matricula } from '../matricula/matricula';

/** QUEUED → READING → READ, or UNREADABLE (almost no text), or FAILED (docs/adr-reading.md). */
export const READING_STATUSES = ['QUEUED', 'READING', 'READ', 'UNREADABLE', 'FAILED'] as const;
export type ReadingStatus = (typeof READING_STATUSES)[number];

/** The fields a certificate's reading looks for, in the order the screens show them. */
export const READING_FIELD_NAMES = [
  'personName',
  'eventDate',
  'eventPlace',
  'fatherName',
  'motherName',
  'spouseName',
  'registryOffice',
  'book',
  'page',
  'term',
] as const;
export type ReadingFieldName = (typeof READING_FIELD_NAMES)[number];

/** The languages of the trained data on the office's server. */
export const READING_LANGUAGES = ['por', 'ita', 'eng'] as const;
export type ReadingLanguage = (typeof READING_LANGUAGES)[number];

/**
 * A field whose confidence (0-100) is below this is not proposed: an OCR guess a person would have to retype is
 * worse than nothing (measured on the project's own test set, scripts/bench `ocr`).
 */
export const READING_CONFIDENCE_THRESHOLD = 70;

/** `[x0, y0, x1, y1]` in the page image's pixels (`width` × `height` of its page). */
export type ReadingBox = [number, number, number, number];

export type ReadingWord = { text: string; confidence: number; box: ReadingBox };
export type ReadingPage = { text: string; width: number; height: number; words: ReadingWord[] };

/** One field read: `value` normalised (ISO date, name in title case), `raw` as printed. */
export type ReadingField = {
  name: ReadingFieldName;
  value: string;
  raw: string;
  confidence: number;
  /** from 1 */
  page: number;
  box: ReadingBox;
};

export type ReadingMatricula = Matricula;

/** What the family answered about the reading of its upload. */
export type ReadingFeedback = { ok: boolean; note: string | null; at: string };

/** `GET /api/document/{id}/reading` (the contract is kept exactly: the office's integrations read it). */
export type DocumentReading = {
  status: ReadingStatus;
  language: ReadingLanguage | null;
  pages: ReadingPage[];
  fields: ReadingField[];
  matricula: ReadingMatricula | null;
  /** beside the contract: when it finished, and the family's answer */
  readAt?: string | null;
  feedback?: ReadingFeedback | null;
};

/** The portal's view: the fields only, without word boxes. */
export type PublicDocumentReading = {
  status: ReadingStatus;
  fields: Omit<ReadingField, 'box'>[];
  feedback: ReadingFeedback | null;
};

/**
 * `POST /api/document/{id}/reading/apply`: the fields the person accepts, each by its name (the value read) or with
 * the value the person corrected it to; `matricula` also writes the matrícula read, when its check digits agree.
 */
export const applyReadingBodySchema = z
  .object({
    fields: z
      .array(
        z.union([
          z.enum(READING_FIELD_NAMES),
          z.object({ name: z.enum(READING_FIELD_NAMES), value: oneLineText().min(1).max(200) }).strict(),
        ]),
      )
      .max(READING_FIELD_NAMES.length),
    matricula: z.boolean().optional(),
  })
  .strict()
  .refine((body) => body.fields.length > 0 || body.matricula === true, {
    path: ['fields'],
    message: READING_ERROR_CODES.nothingToApply,
  });
export type ApplyReadingBody = z.infer<typeof applyReadingBodySchema>;

/**
 * Where an accepted field went: the certificate's own field, the client as a name variant (never a silent
 * replacement), or a checklist warning where the case says something else (a date or a parent).
 */
export type AppliedField = {
  name: ReadingFieldName | 'matricula';
  value: string;
  target: 'CERTIFICATE' | 'NAME_VARIANT' | 'WARNING';
};
export type AppliedReading = { written: AppliedField[] };

/** `POST …/reading/feedback` from the portal. */
export const readingFeedbackBodySchema = z
  .object({
    ok: z.boolean(),
    note: z.union([multiLineText().max(500), z.literal('')]).optional(),
  })
  .strict()
  .refine((body) => body.ok || Boolean(body.note?.trim()), {
    path: ['note'],
    message: READING_ERROR_CODES.noteRequired,
  });
export type ReadingFeedbackBody = z.infer<typeof readingFeedbackBodySchema>;
