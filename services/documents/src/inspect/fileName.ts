import { DOCUMENT_NAME_MAX_LENGTH } from '@linhagem/contracts';
import { cleanFileName, FALLBACK_FILE_NAME } from '@linhagem/service-kit';

/** The name shown when a sender's file name leaves nothing after cleaning. */
export const FALLBACK_DOCUMENT_NAME = FALLBACK_FILE_NAME;

/**
 * The sender's file name made fit for display: service-kit's `cleanFileName` (last path part, no control or
 * direction-override characters, never empty) cut to DOCUMENT_NAME_MAX_LENGTH characters.
 */
export const cleanDisplayName = (raw: string | undefined | null): string =>
  cleanFileName(raw, DOCUMENT_NAME_MAX_LENGTH);
