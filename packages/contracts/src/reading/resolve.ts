import { z } from 'zod';
import { objectIdText } from '../objectId';
import type { ReadingDifference } from '../dossier/checklistWarning';

/** The fields whose difference with the tree is a READING_DIFFERS warning (docs/adr-reading.md "Applying"). */
export const READING_WARNING_FIELDS = ['eventDate', 'fatherName', 'motherName', 'spouseName'] as const;

/**
 * How a READING_DIFFERS warning is settled (docs/adr-reading.md "Resolving a difference"): `CASE` keeps what the
 * tree says (the certificate is a copy with a slip, or the tree was checked elsewhere); `CERTIFICATE` says the
 * certificate is right and the tree takes its value (the client's date; the parent's or spouse's spelling as a
 * name variant), through the clients service.
 */
export const READING_RESOLUTIONS = ['CASE', 'CERTIFICATE'] as const;
export type ReadingResolution = (typeof READING_RESOLUTIONS)[number];

/** `POST /api/certificate/{id}/reading-warning`: the warning of one document's field, and the decision. */
export const resolveReadingWarningBodySchema = z
  .object({
    documentId: objectIdText(),
    field: z.enum(READING_WARNING_FIELDS),
    keep: z.enum(READING_RESOLUTIONS),
  })
  .strict();
export type ResolveReadingWarningBody = z.infer<typeof resolveReadingWarningBodySchema>;

/**
 * The answer: the warning as resolved, and what the tree took from the certificate (`tree: true` when the client
 * or its relative changed; false when there was nothing there to change, or `keep` is CASE).
 */
export type ResolvedReadingWarning = ReadingDifference & {
  keep: ReadingResolution;
  treeChanged: boolean;
};
