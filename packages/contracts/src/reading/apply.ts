import { z } from 'zod';
import type { Language } from '../constants';
import { objectIdText } from '../objectId';
import { oneLineText } from '../oneLineText';
import { READING_FIELD_NAMES } from './schema';

/**
 * Where the reading's accepted values go (docs/adr-reading.md "Applying"): services/documents asks
 * services/protocols, which writes the certificate and asks services/clients for a name variant. Each write is
 * audited with `source` READING_AUDIT_SOURCE(documentId).
 */
export const PROTOCOLS_READING_INTERNAL = {
  /** `POST` with `ReadingApplyInternalBody` → `AppliedReading` (404 unknown certificate) */
  applyPath: (certificateId: string) =>
    `/internal/certificates/${encodeURIComponent(certificateId)}/reading-apply`,
  applyRoute: '/internal/certificates/:certificateId/reading-apply',
  /**
   * `POST` with `ReadingFeedbackNoticeBody` → 204: the office told (the bell, the timeline, its mail) that the family
   * confirmed or corrected what was read of its upload
   */
  feedbackPath: (protocolId: string) =>
    `/internal/protocols/${encodeURIComponent(protocolId)}/reading-feedback`,
  feedbackRoute: '/internal/protocols/:protocolId/reading-feedback',
} as const;

export const readingFeedbackNoticeBodySchema = z
  .object({
    documentId: objectIdText(),
    fileName: z.string().max(200),
    ok: z.boolean(),
    note: z.string().max(500).nullable(),
  })
  .strict();
export type ReadingFeedbackNoticeBody = z.infer<typeof readingFeedbackNoticeBodySchema>;

/** The office's notice of the family's answer, in the office's language (as DOCUMENT_RECEIVED_TEXT). */
export const READING_FEEDBACK_TEXT: Record<Language, { ok: string; wrong: string; subject: string }> = {
  'pt-BR': {
    ok: 'A família confirmou o que foi lido em {file}',
    wrong: 'A família diz que a leitura de {file} tem algo errado: {note}',
    subject: 'resposta da família sobre uma leitura',
  },
  'en-US': {
    ok: 'The family confirmed what was read in {file}',
    wrong: 'The family says the reading of {file} has something wrong: {note}',
    subject: "the family's answer about a reading",
  },
};

export const CLIENTS_READING_INTERNAL = {
  /** `POST` with `NameVariantBody` → `NameVariantAnswer`: a spelling added to (or, undoing, taken from) a client */
  nameVariantPath: (clientId: string) => `/internal/clients/${encodeURIComponent(clientId)}/name-variant`,
  nameVariantRoute: '/internal/clients/:clientId/name-variant',
} as const;

/** What an audit entry written from a reading says it came from: "the reading of document X". */
export const READING_AUDIT_SOURCE = (documentId: string) => `reading:${documentId}`;

export const readingApplyInternalBodySchema = z
  .object({
    documentId: objectIdText(),
    fields: z
      .array(z.object({ name: z.enum(READING_FIELD_NAMES), value: oneLineText().min(1).max(200) }).strict())
      .max(READING_FIELD_NAMES.length),
    /** the 32 digits, verified by the caller */
    matricula: z
      .string()
      .regex(/^\d{32}$/)
      .nullable(),
  })
  .strict();
export type ReadingApplyInternalBody = z.infer<typeof readingApplyInternalBodySchema>;

export const appliedReadingSchema = z.object({
  written: z.array(
    z.object({
      name: z.union([z.enum(READING_FIELD_NAMES), z.literal('matricula')]),
      value: z.string(),
      target: z.enum(['CERTIFICATE', 'NAME_VARIANT', 'WARNING']),
    }),
  ),
});

export const nameVariantBodySchema = z
  .object({
    variant: oneLineText().min(1).max(200),
    source: z.string().max(80),
    remove: z.boolean().optional(),
  })
  .strict();
export type NameVariantBody = z.infer<typeof nameVariantBodySchema>;
export const nameVariantAnswerSchema = z.object({ changed: z.boolean() });
export type NameVariantAnswer = z.infer<typeof nameVariantAnswerSchema>;
