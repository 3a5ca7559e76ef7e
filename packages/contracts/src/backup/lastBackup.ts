import { z } from 'zod';

/**
 * The outcome of the last daily backup `npm start` took (docs/adr-backup.md), as administrators see it in system
 * configuration; null before the first one.
 */
export const lastBackupSchema = z
  .object({
    at: z.string(),
    ok: z.boolean(),
    /** bytes on disk of the backup folder (when it succeeded) */
    bytes: z.number().optional(),
    /** why it failed */
    error: z.string().optional(),
  })
  .nullable();
export type LastBackup = z.infer<typeof lastBackupSchema>;

/** `GET CONFIGURATION_API.lastBackup`: wrapped, since a bare null body would be answered 204 */
export type LastBackupAnswer = { last: LastBackup };
